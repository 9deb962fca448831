# programs/nbody: the n-body simulation from the Computer Language Benchmarks Game,
# with parallel arrays instead of references (references do not compile yet).
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $steps = int(160_000 * $scale) || 1;

my $PI = 3.141592653589793;
my $SOLAR_MASS = 4 * $PI * $PI;
my $DAYS_PER_YEAR = 365.24;

#                sun      jupiter               saturn                uranus                neptune
my @xs   = (0, 4.84143144246472090e+00, 8.34336671824457987e+00, 1.28943695621391310e+01, 1.53796971148509165e+01);
my @ys   = (0, -1.16032004402742839e+00, 4.12479856412430479e+00, -1.51111514016986312e+01, -2.59193146099879641e+01);
my @zs   = (0, -1.03622044471123109e-01, -4.03523417114321381e-01, -2.23307578892655734e-01, 1.79258772950371181e-01);
my @vxs  = (0, 1.66007664274403694e-03, -2.76742510726862411e-03, 2.96460137564761618e-03, 2.68067772490389322e-03);
my @vys  = (0, 7.69901118419740425e-03, 4.99852801234917238e-03, 2.37847173959480950e-03, 1.62824170038242295e-03);
my @vzs  = (0, -6.90460016972063023e-05, 2.30417297573763929e-05, -2.96589568540237556e-05, -9.51592254519715870e-05);
my @mass = (1, 9.54791938424326609e-04, 2.85885980666130812e-04, 4.36624404335156298e-05, 5.15138902046611451e-05);

for my $i (0 .. 4) {
    $vxs[$i] *= $DAYS_PER_YEAR;
    $vys[$i] *= $DAYS_PER_YEAR;
    $vzs[$i] *= $DAYS_PER_YEAR;
    $mass[$i] *= $SOLAR_MASS;
}

sub offset_momentum {
    my ($px, $py, $pz) = (0, 0, 0);
    for my $i (0 .. 4) {
        $px += $vxs[$i] * $mass[$i];
        $py += $vys[$i] * $mass[$i];
        $pz += $vzs[$i] * $mass[$i];
    }
    $vxs[0] = -$px / $SOLAR_MASS;
    $vys[0] = -$py / $SOLAR_MASS;
    $vzs[0] = -$pz / $SOLAR_MASS;
}

sub energy {
    my $e = 0.0;
    for my $i (0 .. 4) {
        $e += 0.5 * $mass[$i] * ($vxs[$i] * $vxs[$i] + $vys[$i] * $vys[$i] + $vzs[$i] * $vzs[$i]);
        for my $j ($i + 1 .. 4) {
            my $dx = $xs[$i] - $xs[$j];
            my $dy = $ys[$i] - $ys[$j];
            my $dz = $zs[$i] - $zs[$j];
            $e -= ($mass[$i] * $mass[$j]) / sqrt($dx * $dx + $dy * $dy + $dz * $dz);
        }
    }
    return $e;
}

sub advance {
    my $dt = shift;
    for my $i (0 .. 3) {
        for my $j ($i + 1 .. 4) {
            my $dx = $xs[$i] - $xs[$j];
            my $dy = $ys[$i] - $ys[$j];
            my $dz = $zs[$i] - $zs[$j];
            my $d2 = $dx * $dx + $dy * $dy + $dz * $dz;
            my $mag = $dt / ($d2 * sqrt($d2));
            my $mi = $mass[$i] * $mag;
            my $mj = $mass[$j] * $mag;
            $vxs[$i] -= $dx * $mj;
            $vys[$i] -= $dy * $mj;
            $vzs[$i] -= $dz * $mj;
            $vxs[$j] += $dx * $mi;
            $vys[$j] += $dy * $mi;
            $vzs[$j] += $dz * $mi;
        }
    }
    for my $i (0 .. 4) {
        $xs[$i] += $dt * $vxs[$i];
        $ys[$i] += $dt * $vys[$i];
        $zs[$i] += $dt * $vzs[$i];
    }
}

offset_momentum();
printf "%.9f\n", energy();
for (1 .. $steps) {
    advance(0.01);
}
printf "%.9f\n", energy();
