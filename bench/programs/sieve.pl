# programs/sieve: sieve of Eratosthenes over an array of 200,000 flags, repeated
# (BENCH_SCALE scales the repetitions, never below one).
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $reps = int(26 * $scale) || 1;
my $limit = 200_000;

my $count = 0;
my $last = 0;
for my $r (1 .. $reps) {
    my @composite;
    $#composite = $limit;
    $count = 0;
    for (my $i = 2; $i <= $limit; $i++) {
        next if $composite[$i];
        $count++;
        $last = $i;
        for (my $j = $i * $i; $j <= $limit; $j += $i) {
            $composite[$j] = 1;
        }
    }
}
print "$limit $count $last\n";
