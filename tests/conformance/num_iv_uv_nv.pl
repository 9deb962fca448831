use strict;
use warnings;

# The three numeric representations: signed IV, unsigned UV, floating NV.
my $max_iv = 9223372036854775807;
my $min_iv = -9223372036854775808;
my $max_uv = 18446744073709551615;
print "max IV: $max_iv, +1: ", $max_iv + 1, ", +1-1: ", $max_iv + 1 - 1, "\n";
print "min IV: $min_iv, -1: ", $min_iv - 1, "\n";
print "max UV: $max_uv, +1: ", $max_uv + 1, ", -1: ", $max_uv - 1, "\n";
my $x = $max_iv;
$x++;
print "IV max ++: $x\n";
my $y = $max_uv;
$y++;
print "UV max ++: $y\n";
my $z = $min_iv;
$z--;
print "IV min --: $z\n";
print "products: ", 4611686018427387904 * 2, " ", $max_iv * 2, " ", 4294967296 * 4294967296, " ", 4294967295 * 4294967297, "\n";
print "negative products: ", -4611686018427387904 * 2, " ", -4611686018427387904 * 3, "\n";
print "subtraction across zero: ", 0 - $max_iv, " ", 0 - $max_iv - 1, " ", 0 - $max_iv - 2, "\n";
print "UV minus IV: ", $max_uv - $max_iv, ", UV plus negative: ", $max_uv + -1, "\n";
print "comparisons: ", ($max_uv > $max_iv ? 1 : 0), ($max_iv + 1 == 9223372036854775808 ? 1 : 0), ($max_uv == $max_uv + 0 ? 1 : 0), "\n";
print "division: ", $max_uv / 5, " ", 18446744073709551610 / 2, " ", $max_iv / 1, "\n";
print "modulus in UV range: ", $max_uv % 10, " ", $max_uv % 1000, " ", 18446744073709551614 % 7, "\n";
print "abs of min IV: ", abs($min_iv), ", negation: ", -$min_iv, "\n";
print "int keeps integers: ", int($max_iv), " ", int($max_uv), "\n";

# 2**53 boundary: doubles lose odd integers
my $p53 = 9007199254740992;
print "2**53: $p53, +1: ", $p53 + 1, ", as float +1: ", 9007199254740992.0 + 1, "\n";
print "float of big IV: ", $max_iv + 0.0, ", ", 2 ** 63, "\n";

# factorial: stays exact while it fits, then becomes a float
my $f = 1;
for my $n (1 .. 25) {
    $f *= $n;
    print "$n! = $f\n" if $n >= 19;
}

# accumulating past the IV limit by addition
my $acc = 9223372036854775800;
$acc += 5 for 1 .. 4;
print "accumulated: $acc\n";
my $big = 18446744073709551600;
$big += 10;
print "near UV max: $big, +10 more: ", $big + 10, "\n";

# string forms convert to the best representation
print "from strings: ", "9223372036854775807" + 0, " ", "9223372036854775808" + 0, " ", "18446744073709551615" + 0, " ", "18446744073709551616" + 0, "\n";
print "negative string: ", "-9223372036854775808" + 0, " ", "-9223372036854775809" + 0, "\n";
