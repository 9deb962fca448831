# seed/loop-while-my: a `while` loop with a `my` in its body, short inner trip count, so
# the back-edge and block-exit safe points are a large share of the work.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(1_400_000 * $scale) || 1;

my $sum = 0;
my $r = 0;
while ($r < $n) {
    my $i = 0;
    while ($i < 10) {
        my $x = $i + $r;
        $sum += $x;
        $i++;
    }
    $r++;
}
print "$sum\n";
