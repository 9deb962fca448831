use strict;
use warnings;

# Math built-ins in realistic use: trigonometry, logarithms, roots, rounding.
my $pi = 4 * atan2(1, 1);
printf "pi = %.15f, from atan2(0,-1) = %.15f\n", $pi, atan2(0, -1);
print "atan2 quadrants: ", join(" ", map { sprintf "%.4f", atan2($_->[0], $_->[1]) } [1, 1], [1, -1], [-1, -1], [-1, 1], [0, 1], [1, 0], [0, 0]), "\n";

sub deg2rad { $_[0] * $pi / 180 }
for my $d (0, 30, 45, 60, 90, 180, 270) {
    printf "%3d deg: sin %8.5f cos %8.5f\n", $d, sin(deg2rad($d)), cos(deg2rad($d));
}
print "sin^2+cos^2 = ", sin(1.234) ** 2 + cos(1.234) ** 2, "\n";

print "exp: ", exp(0), " ", exp(1), " ", sprintf("%.6f", exp(-1)), " ", exp(log(10)), "\n";
print "log: ", log(1), " ", log(exp(2)), " ", sprintf("%.6f", log(10)), "\n";
sub log10 { log($_[0]) / log(10) }
sub log2 { log($_[0]) / log(2) }
print "log10: ", join(" ", map { sprintf "%.4g", log10($_) } 1, 10, 1000, 0.01, 2), "\n";
print "log2: ", join(" ", map { log2($_) } 1, 2, 1024), " bits for 1000: ", int(log2(1000)) + 1, "\n";

print "sqrt: ", sqrt(16), " ", sqrt(2), " ", sqrt(0), " ", sqrt(1e100), " ", sqrt(0.25), "\n";
print "cube roots: ", join(" ", map { sprintf "%.6g", $_ ** (1 / 3) } 8, 27, 1000, 2), "\n";
print "hypotenuse: ", sqrt(3 ** 2 + 4 ** 2), " ", sqrt(5 ** 2 + 12 ** 2), "\n";

print "int: ", join(" ", int(7.9), int(-7.9), int(0.6 / 0.2), int(1e20), int(-0.5), int(9 ** 9 ** 9), int(-9 ** 9 ** 9)), "\n";
print "abs: ", join(" ", abs(-3), abs(3.5), abs(-0.0), abs("-12abc" =~ /(-\d+)/ ? $1 : 0), abs(-9223372036854775807)), "\n";

# rounding strategies
sub round_half_up { my $x = shift; return $x >= 0 ? int($x + 0.5) : -int(-$x + 0.5) }
sub floor { my $x = shift; my $i = int($x); return $i > $x ? $i - 1 : $i }
sub ceil { my $x = shift; my $i = int($x); return $i < $x ? $i + 1 : $i }
for my $x (2.5, 3.5, -2.5, 2.4, -2.6, 7, -0.5) {
    printf "%5s: half-up %3d floor %3d ceil %3d sprintf %3s\n", $x, round_half_up($x), floor($x), ceil($x), sprintf("%.0f", $x);
}

# compound interest and the continuous limit
my $principal = 1000;
for my $n (1, 12, 365) {
    printf "compounded %3d times: %.4f\n", $n, $principal * (1 + 0.05 / $n) ** $n;
}
printf "continuous: %.4f\n", $principal * exp(0.05);

# distances between points
my @pts = ([0, 0], [3, 4], [-1, -1], [6, 8]);
for my $i (1 .. $#pts) {
    my ($dx, $dy) = ($pts[$i][0] - $pts[0][0], $pts[$i][1] - $pts[0][1]);
    printf "distance to (%d,%d): %.4f angle %.2f deg\n", @{ $pts[$i] }, sqrt($dx ** 2 + $dy ** 2), atan2($dy, $dx) * 180 / $pi;
}
