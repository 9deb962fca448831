# seed/sv-split-my: the seed SV workload with a fresh `my @svs` per iteration, so every
# field of every split is a new scalar and the previous iteration's 64 are freed (in
# `seed/sv-split` the list assignment reuses the array's existing element scalars and no
# scalar is made at all). This is the shape where the inline constructor is on the path.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(300_000 * $scale) || 1;
my $str = "A" x 64;
my $total = 0;
my $last = "";
for my $r (0 .. $n) {
    my @svs = split //, $str;
    $total += scalar(@svs);
    $last = $svs[63];
}
print "$total $last\n";
