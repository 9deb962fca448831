# call/9arg: call a sub with nine arguments.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(3_900_000 * $scale) || 1;

sub add9 {
    my ($a1, $a2, $a3, $a4, $a5, $a6, $a7, $a8, $a9) = @_;
    return $a1 + $a2 + $a3 + $a4 + $a5 + $a6 + $a7 + $a8 + $a9;
}

my $sum = 0;
for (my $i = 0; $i < $n; $i++) {
    $sum += add9($i, 1, 2, 3, 4, 5, 6, 7, 8);
}
print "$sum\n";
