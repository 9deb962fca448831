# programs/spectral-norm: the spectral-norm benchmark from the Computer Language Benchmarks
# Game; vectors are file-level arrays copied in and out (references do not compile yet).
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(330 * sqrt($scale)) || 2;

my (@src, @tmp, @dst);

sub eval_a {
    my ($i, $j) = @_;
    return 1.0 / (($i + $j) * ($i + $j + 1) / 2 + $i + 1);
}

# @tmp = A * @src
sub mul_av {
    for my $i (0 .. $n - 1) {
        my $sum = 0.0;
        for my $j (0 .. $n - 1) {
            $sum += eval_a($i, $j) * $src[$j];
        }
        $tmp[$i] = $sum;
    }
}

# @dst = A^T * @tmp
sub mul_atv {
    for my $i (0 .. $n - 1) {
        my $sum = 0.0;
        for my $j (0 .. $n - 1) {
            $sum += eval_a($j, $i) * $tmp[$j];
        }
        $dst[$i] = $sum;
    }
}

my (@u, @v);
for my $i (0 .. $n - 1) { $u[$i] = 1.0 }
for (1 .. 10) {
    @src = @u; mul_av(); mul_atv(); @v = @dst;   # v = AtA u
    @src = @v; mul_av(); mul_atv(); @u = @dst;   # u = AtA v
}
my ($vbv, $vv) = (0.0, 0.0);
for my $i (0 .. $n - 1) {
    $vbv += $u[$i] * $v[$i];
    $vv  += $v[$i] * $v[$i];
}
printf "%0.9f\n", sqrt($vbv / $vv);
