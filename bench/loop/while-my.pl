# loop/while-my: while loop declaring a lexical in its body.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(15_000_000 * $scale) || 1;

my $i = 0;
my $sum = 0;
while ($i < $n) {
    my $x = $i * 2;
    $sum += $x;
    $i++;
}
print "$sum\n";
