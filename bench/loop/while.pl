# loop/while: plain while loop with a counter.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(29_000_000 * $scale) || 1;

my $i = 0;
my $sum = 0;
while ($i < $n) {
    $sum += $i;
    $i++;
}
print "$sum\n";
