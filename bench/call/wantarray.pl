# call/wantarray: a sub that returns a list or a scalar depending on context.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(3_300_000 * $scale) || 1;

sub ctx {
    return wantarray ? (1, 2, 3) : 10;
}

my $sum = 0;
for (my $i = 0; $i < $n; $i++) {
    my @l = ctx();
    my $s = ctx();
    ctx();
    $sum += scalar(@l) + $s;
}
print "$sum\n";
