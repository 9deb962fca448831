# programs/mandelbrot: the Mandelbrot set on an N x N grid (Computer Language Benchmarks
# Game), checksummed instead of written as a PBM bitmap; bits are packed with arithmetic
# because the bitwise operators do not compile yet.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $size = int(500 * sqrt($scale)) || 8;
$size = 8 if $size < 8;

my $iter = 50;
my $limit2 = 4.0;
my $checksum = 0;
my $inside = 0;
for my $y (0 .. $size - 1) {
    my $ci = 2.0 * $y / $size - 1.0;
    my $byte = 0;
    my $bits = 0;
    for my $x (0 .. $size - 1) {
        my $cr = 2.0 * $x / $size - 1.5;
        my ($zr, $zi, $tr, $ti) = (0.0, 0.0, 0.0, 0.0);
        my $i = 0;
        while ($i < $iter && $tr + $ti <= $limit2) {
            $zi = 2.0 * $zr * $zi + $ci;
            $zr = $tr - $ti + $cr;
            $tr = $zr * $zr;
            $ti = $zi * $zi;
            $i++;
        }
        my $bit = ($tr + $ti <= $limit2) ? 1 : 0;
        $inside += $bit;
        $byte = $byte * 2 + $bit;
        $bits++;
        if ($bits == 8 || $x == $size - 1) {
            $checksum = ($checksum * 31 + $byte) % 1_000_000_007;
            $byte = 0;
            $bits = 0;
        }
    }
}
print "$size $inside $checksum\n";
