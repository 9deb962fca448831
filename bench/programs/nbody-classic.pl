# programs/nbody-classic: the n-body simulation from the Computer Language Benchmarks Game
# in its classic form, each body a record [x, y, z, vx, vy, vz, mass] held by reference
# (`->[ ]`); bench/programs/nbody.pl is the same simulation with seven parallel arrays.
use strict;
use warnings;

use constant PI            => 3.141592653589793;
use constant SOLAR_MASS    => 4 * PI * PI;
use constant DAYS_PER_YEAR => 365.24;

my $scale = $ENV{BENCH_SCALE} || 1;
my $steps = int(100_000 * $scale) || 1;

sub body {
    my ($x, $y, $z, $vx, $vy, $vz, $mass) = @_;
    return [ $x, $y, $z,
             $vx * DAYS_PER_YEAR, $vy * DAYS_PER_YEAR, $vz * DAYS_PER_YEAR,
             $mass * SOLAR_MASS ];
}

my @bodies = (
    body(0, 0, 0, 0, 0, 0, 1),                                              # sun
    body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
         1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
         9.54791938424326609e-04),                                          # jupiter
    body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
         -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
         2.85885980666130812e-04),                                          # saturn
    body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
         2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
         4.36624404335156298e-05),                                          # uranus
    body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
         2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
         5.15138902046611451e-05),                                          # neptune
);

sub offset_momentum {
    my ($px, $py, $pz) = (0, 0, 0);
    for my $b (@bodies) {
        $px += $b->[3] * $b->[6];
        $py += $b->[4] * $b->[6];
        $pz += $b->[5] * $b->[6];
    }
    my $sun = $bodies[0];
    $sun->[3] = -$px / SOLAR_MASS;
    $sun->[4] = -$py / SOLAR_MASS;
    $sun->[5] = -$pz / SOLAR_MASS;
}

sub energy {
    my $e = 0.0;
    for my $i (0 .. $#bodies) {
        my $b = $bodies[$i];
        $e += 0.5 * $b->[6] * ($b->[3] * $b->[3] + $b->[4] * $b->[4] + $b->[5] * $b->[5]);
        for my $j ($i + 1 .. $#bodies) {
            my $b2 = $bodies[$j];
            my $dx = $b->[0] - $b2->[0];
            my $dy = $b->[1] - $b2->[1];
            my $dz = $b->[2] - $b2->[2];
            $e -= ($b->[6] * $b2->[6]) / sqrt($dx * $dx + $dy * $dy + $dz * $dz);
        }
    }
    return $e;
}

sub advance {
    my ($dt) = @_;
    for my $i (0 .. $#bodies) {
        my $b = $bodies[$i];
        for my $j ($i + 1 .. $#bodies) {
            my $b2 = $bodies[$j];
            my $dx = $b->[0] - $b2->[0];
            my $dy = $b->[1] - $b2->[1];
            my $dz = $b->[2] - $b2->[2];
            my $d2 = $dx * $dx + $dy * $dy + $dz * $dz;
            my $mag = $dt / ($d2 * sqrt($d2));
            my $mi = $b->[6] * $mag;
            my $mj = $b2->[6] * $mag;
            $b->[3] -= $dx * $mj;
            $b->[4] -= $dy * $mj;
            $b->[5] -= $dz * $mj;
            $b2->[3] += $dx * $mi;
            $b2->[4] += $dy * $mi;
            $b2->[5] += $dz * $mi;
        }
    }
    for my $b (@bodies) {
        $b->[0] += $dt * $b->[3];
        $b->[1] += $dt * $b->[4];
        $b->[2] += $dt * $b->[5];
    }
}

offset_momentum();
printf "%.9f\n", energy();
for (1 .. $steps) {
    advance(0.01);
}
printf "%.9f\n", energy();
