# loop/for-range: foreach over a range with a variable bound, using the loop variable.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(54_000_000 * $scale) || 1;

my $sum = 0;
for my $i (1 .. $n) {
    $sum += $i;
}
print "$sum\n";
