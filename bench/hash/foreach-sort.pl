# hash/foreach-sort: iterate over the sorted keys of a 1000-key hash.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(5_400 * $scale) || 1;

my %h;
for my $i (1 .. 1000) { $h{"k$i"} = $i }
my $sum = 0;
my $pos = 0;
for my $r (1 .. $n) {
    $pos = 0;
    foreach my $k (sort keys %h) {
        $pos++;
        $sum += $h{$k} * ($pos % 7);
    }
}
print "$sum\n";
