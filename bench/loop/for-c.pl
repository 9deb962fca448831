# loop/for-c: C-style for loop with a trivial body.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(42_000_000 * $scale) || 1;

my $sum = 0;
for (my $i = 0; $i < $n; $i++) {
    $sum++;
}
print "$sum\n";
