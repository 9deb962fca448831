# programs/collatz: longest Collatz chain for starting values below N.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $limit = int(110_000 * $scale) || 10;

my $best = 1;
my $best_len = 1;
my $total = 0;
for my $start (1 .. $limit) {
    my $x = $start;
    my $len = 1;
    while ($x != 1) {
        if ($x % 2 == 0) {
            $x = $x / 2;
        } else {
            $x = 3 * $x + 1;
        }
        $len++;
    }
    $total += $len;
    if ($len > $best_len) {
        $best_len = $len;
        $best = $start;
    }
}
print "$best $best_len $total\n";
