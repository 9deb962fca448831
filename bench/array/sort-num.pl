# array/sort-num: numeric sort with a block, ascending (`$a <=> $b`) and descending
# (`$b <=> $a`), of 5000 integers and 5000 floats made with an LCG.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(800 * $scale) || 1;

my (@ints, @floats);
my $seed = 42;
for my $i (1 .. 5000) {
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    push @ints, $seed % 1000003 - 500000;
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    push @floats, $seed / 2147483648 * 1000;
}
my $check = 0;
for my $r (1 .. $n) {
    my @up = sort { $a <=> $b } @ints;
    my @down = sort { $b <=> $a } @floats;
    my $k = $r % 5000;
    $check += $up[0] + $up[-1] + $up[$k] + int($down[0] + $down[-1] + $down[$k]);
}
my @up = sort { $a <=> $b } @ints;
my @down = sort { $b <=> $a } @floats;
printf "%d %d %d %d %.6f %.6f %.6f\n", $check, $up[0], $up[2500], $up[-1], $down[0], $down[2500], $down[-1];
