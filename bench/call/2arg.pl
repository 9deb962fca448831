# call/2arg: call a sub with two arguments.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(7_900_000 * $scale) || 1;

sub add2 { my ($x, $y) = @_; return $x + $y }

my $sum = 0;
for (my $i = 0; $i < $n; $i++) {
    $sum += add2($i, 3);
}
print "$sum\n";
