# array/shift: fill an array with push, empty it with shift.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(14_000 * $scale) || 1;

my @a;
my $sum = 0;
for my $r (1 .. $n) {
    for my $i (1 .. 1000) { push @a, $i }
    while (@a) { $sum += shift @a }
}
print "$sum\n";
