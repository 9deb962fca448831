# loop/for-range-const: foreach over a range with constant bounds.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(7_000 * $scale) || 1;

my $sum = 0;
for my $r (1 .. $n) {
    for my $i (1 .. 10_000) {
        $sum++;
    }
}
print "$sum\n";
