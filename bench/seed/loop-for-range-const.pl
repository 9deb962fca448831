# seed/loop-for-range-const: `for` over a constant range, short inner trip count.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(4_100_000 * $scale) || 1;

my $sum = 0;
for my $r (1 .. $n) {
    for my $i (1 .. 10) {
        $sum += $i;
    }
}
print "$sum\n";
