# arith/trig: sin, cos, sqrt, exp, log on floats.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(6_600_000 * $scale) || 1;

my $sum = 0;
my $x = 0.0;
for my $i (1 .. $n) {
    $x += 0.001;
    $sum += sin($x) * cos($x) + sqrt($x) - log(1 + $x) + exp(-$x);
}
printf "%.9e\n", $sum;
