# programs/fannkuch: fannkuch-redux from the Computer Language Benchmarks Game
# (permutation flips with a checksum), arrays only.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
# each +1 to n costs about n+1 times more; 9 is the full size.
my $n = $scale >= 1 ? 9 : $scale >= 0.1 ? 8 : $scale >= 0.01 ? 7 : 6;

my @perm1 = (0 .. $n - 1);
my @count = (0) ;
my @perm;
my $max_flips = 0;
my $checksum = 0;
my $perm_count = 0;
my $r = $n;

OUTER: while (1) {
    while ($r != 1) {
        $count[$r - 1] = $r;
        $r--;
    }
    @perm = @perm1;
    my $flips = 0;
    my $k = $perm[0];
    while ($k != 0) {
        # reverse perm[0..k]
        my ($i, $j) = (0, $k);
        while ($i < $j) {
            my $t = $perm[$i];
            $perm[$i] = $perm[$j];
            $perm[$j] = $t;
            $i++;
            $j--;
        }
        $flips++;
        $k = $perm[0];
    }
    $max_flips = $flips if $flips > $max_flips;
    $checksum += ($perm_count % 2 == 0) ? $flips : -$flips;

    # next permutation
    while (1) {
        last OUTER if $r == $n;
        my $perm0 = $perm1[0];
        for my $i (0 .. $r - 1) {
            $perm1[$i] = $perm1[$i + 1];
        }
        $perm1[$r] = $perm0;
        $count[$r]--;
        last if $count[$r] > 0;
        $r++;
    }
    $perm_count++;
}
print "$checksum\nPfannkuchen($n) = $max_flips\n";
