# hash/each: walk a 1000-key hash with each.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(7_900 * $scale) || 1;

my %h;
for my $i (1 .. 1000) { $h{"k$i"} = $i }
my $sum = 0;
for my $r (1 .. $n) {
    while (my ($k, $v) = each %h) {
        $sum += $v + length($k);
    }
}
print "$sum\n";
