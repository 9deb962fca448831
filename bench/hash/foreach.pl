# hash/foreach: iterate over keys and values of a 1000-key hash.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(11_000 * $scale) || 1;

my %h;
for my $i (1 .. 1000) { $h{"k$i"} = $i }
my $sum = 0;
for my $r (1 .. $n) {
    foreach my $k (keys %h) {
        $sum += $h{$k};
    }
    foreach my $v (values %h) {
        $sum += $v;
    }
}
print "$sum\n";
