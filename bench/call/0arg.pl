# call/0arg: call a sub with no arguments that returns a constant.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(13_000_000 * $scale) || 1;

sub seven { return 7 }

my $sum = 0;
for (my $i = 0; $i < $n; $i++) {
    $sum += seven();
}
print "$sum\n";
