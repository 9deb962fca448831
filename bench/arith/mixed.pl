# arith/mixed: integer and floating-point arithmetic mixed in one loop.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(5_500_000 * $scale) || 1;

my $i_acc = 0;     # stays an integer
my $f_acc = 0.5;   # stays a float
my $m = 7;
for (my $i = 1; $i <= $n; $i++) {
    $i_acc = ($i_acc + $i * 3 - $m) % 1_000_003;
    $f_acc = $f_acc * 0.999999 + $i / 3.0;
    $m = ($m * 5 + 1) % 97;
    $i_acc += int($f_acc) % 11;
}
printf "%d %.6e %d\n", $i_acc, $f_acc, $m;
