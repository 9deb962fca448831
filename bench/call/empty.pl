# call/empty: call an empty sub in void context.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(11_000_000 * $scale) || 1;

sub empty { }

my $count = 0;
for (my $i = 0; $i < $n; $i++) {
    empty();
    $count++;
}
print "$count\n";
