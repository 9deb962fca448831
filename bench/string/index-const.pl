# string/index-const: index() with a constant needle.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(7_500_000 * $scale) || 1;

my $hay = ("abcdefghij" x 5) . "needle" . ("klmnopqrst" x 5);
my $sum = 0;
for (my $i = 0; $i < $n; $i++) {
    $sum += index($hay, "needle");
    $sum += index($hay, "xyz");
}
print "$sum\n";
