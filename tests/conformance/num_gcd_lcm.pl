use strict;
use warnings;
use feature 'say';

sub gcd {
    my ($a, $b) = @_;
    ($a, $b) = (abs($a), abs($b));
    while ($b) {
        ($a, $b) = ($b, $a % $b);
    }
    return $a;
}
sub lcm {
    my ($a, $b) = @_;
    return 0 if $a == 0 || $b == 0;
    return abs($a * $b) / gcd($a, $b);
}

my @n = (1 .. 12);
print "gcd |";
printf "%4d", $_ for @n;
print "\n";
say "----+", "-" x (4 * @n);
for my $r (@n) {
    printf "%3d |", $r;
    printf "%4d", gcd($r, $_) for @n;
    print "\n";
}
print "\nlcm |";
printf "%4d", $_ for @n;
print "\n";
for my $r (@n) {
    printf "%3d |", $r;
    printf "%4d", lcm($r, $_) for @n;
    print "\n";
}
say "gcd(0, 5) = ", gcd(0, 5);
say "gcd(-12, 18) = ", gcd(-12, 18);
say "gcd(1071, 462) = ", gcd(1071, 462);
say "gcd(2**40, 6**20) = ", gcd(2**40, 6**20);
my $l = 1;
$l = lcm($l, $_) for 1 .. 20;
say "lcm(1..20) = $l";
$l = 1;
$l = lcm($l, $_) for 1 .. 40;
say "lcm(1..40) = $l";
my $coprime = 0;
for my $a (1 .. 30) {
    for my $b (1 .. 30) {
        $coprime++ if gcd($a, $b) == 1;
    }
}
say "coprime pairs in 1..30: $coprime";
sub reduce_fraction {
    my ($num, $den) = @_;
    my $g = gcd($num, $den);
    return ($num / $g) . "/" . ($den / $g);
}
say "reduce 84/126 = ", reduce_fraction(84, 126);
say "reduce 1000/35 = ", reduce_fraction(1000, 35);
