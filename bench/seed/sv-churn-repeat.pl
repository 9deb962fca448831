# seed/sv-churn-repeat: create and free 64 scalars per statement with list repetition,
#   @svs = ("A") x 64;
# the closest spelling of the seed's  @svs = split //, $str  without split (PENDING.md).
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(430_000 * $scale) || 1;

my @svs;
my $total = 0;
for my $r (0 .. $n) {
    @svs = ("A") x 64;
    $total += scalar(@svs);
}
print "$total $svs[0]$svs[63]\n";
