# seed/loop-for-c: C-style `for`, short inner trip count.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(2_500_000 * $scale) || 1;

my $sum = 0;
for (my $r = 0; $r < $n; $r++) {
    for (my $i = 0; $i < 10; $i++) {
        $sum += $i;
    }
}
print "$sum\n";
