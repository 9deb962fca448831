# array/index: read and write array elements by computed index.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(7_600 * $scale) || 1;

my @a;
$#a = 999;
for my $i (0 .. 999) { $a[$i] = $i }
my $sum = 0;
for my $r (1 .. $n) {
    for (my $i = 0; $i < 1000; $i++) {
        $sum += $a[$i] + $a[-1 - $i];
        $a[$i] = $a[$i] + 1;
    }
}
print "$sum $a[0] $a[999]\n";
