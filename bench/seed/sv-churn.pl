# seed/sv-churn: create and free many small scalars.
# The seed workload is  $str = "A" x 64; for (0..1_000_000) { @svs = split //, $str }
# split does not compile yet; this is the closest substitute: each iteration frees the 64
# scalars of the previous one and creates 64 fresh one-character strings cut from $str.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(160_000 * $scale) || 1;

my $str = "A" x 64;
my @svs;
my $total = 0;
for my $r (0 .. $n) {
    @svs = ();
    for my $j (0 .. 63) {
        push @svs, substr($str, $j, 1);
    }
    $total += scalar(@svs);
}
print "$total ", join("", @svs[0 .. 3]), "\n";
