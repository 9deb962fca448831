# call/1arg: call a sub with one argument.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(7_700_000 * $scale) || 1;

sub inc { my $x = shift; return $x + 1 }

my $sum = 0;
for (my $i = 0; $i < $n; $i++) {
    $sum += inc($i);
}
print "$sum\n";
