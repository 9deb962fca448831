# programs/spectral-norm-classic: the spectral-norm benchmark from the Computer Language
# Benchmarks Game in its classic Perl form, vectors passed to and returned from subs as
# array references; bench/programs/spectral-norm.pl copies file-level arrays instead.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(300 * sqrt($scale)) || 2;

sub A {
    my ($i, $j) = @_;
    return 1.0 / ((($i + $j) * ($i + $j + 1)) / 2 + $i + 1);
}

sub Av {
    my ($n, $v) = @_;
    my @Av;
    for my $i (0 .. $n - 1) {
        my $sum = 0;
        $sum += A($i, $_) * $v->[$_] for 0 .. $#$v;
        push @Av, $sum;
    }
    return \@Av;
}

sub Atv {
    my ($n, $v) = @_;
    my @Atv;
    for my $i (0 .. $n - 1) {
        my $sum = 0;
        $sum += A($_, $i) * $v->[$_] for 0 .. $#$v;
        push @Atv, $sum;
    }
    return \@Atv;
}

sub AtAv {
    my ($n, $v) = @_;
    return Atv($n, Av($n, $v));
}

my $u = [ (1) x $n ];
my $v;
for (0 .. 9) {
    $v = AtAv($n, $u);
    $u = AtAv($n, $v);
}

my ($vBv, $vv) = (0, 0);
my $i = 0;
for my $vi (@$v) {
    $vBv += $u->[$i++] * $vi;
    $vv += $vi**2;
}
printf "%0.9f\n", sqrt($vBv / $vv);
