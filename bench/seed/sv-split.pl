# seed/sv-split: the seed workload itself (DESIGN.md),
#   $str = "A" x 64; for (0 .. N) { @svs = split //, $str }
# -- under perl each iteration frees the 64 scalars of the previous one and makes 64 fresh
# one-character strings. camelift's split-into-array writes the fields into the array's
# existing element scalars instead, so no scalar is made here at all; seed/sv-split-my is
# the shape that must make them. sv-churn, sv-churn-list and sv-churn-repeat are the
# substitutes written before split compiled.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(520_000 * $scale) || 1;

my $str = "A" x 64;
my @svs;
my $total = 0;
for my $r (0 .. $n) {
    @svs = split //, $str;
    $total += scalar(@svs);
}
print "$total $svs[0]$svs[63]\n";
