# array/foreach: iterate over an array with foreach and sum its elements.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(44_000 * $scale) || 1;

my @a;
push @a, $_ * 3 for 1 .. 1000;
my $sum = 0;
for my $r (1 .. $n) {
    foreach my $e (@a) {
        $sum += $e;
    }
}
print "$sum\n";
