use strict;
use warnings;

# How a number prints depends on whether perl holds it as an integer or a float.
print "literals: ", 1e15, " ", 1e15 + 0, " ", 1e16 + 0, " ", 1000000000000000, " ", 1e21, "\n";
print "powers: ", 2 ** 49, " ", 2 ** 50, " ", 1 << 50, " ", 10 ** 15, " ", 10 ** 16, " ", 7 ** 19, " ", 3 ** 40, "\n";
print "float ops: ", 1e15 * 1, " ", 1e15 / 1, " ", 1e15 - 0, " ", 2 ** 50 + 0, " ", 2 ** 50 * 1, "\n";
print "int(): ", int(1e15), " ", int(2 ** 50), " ", int(1e20), " ", int(-1e15), "\n";
print "sums of floats that are integral: ", 0.5 + 0.5, " ", 1.5 * 2, " ", 1e3 / 10, " ", 2.5e15 * 2, "\n";
print "thirds: ", 1 / 3, " ", 2 / 3, " ", 10 / 3, " ", 1e10 / 3, " ", 1e20 / 3, "\n";
print "tiny: ", 1e-5, " ", 0.0001, " ", 1.5e-10, " ", 0.1 ** 10, "\n";
print "rounding hidden: ", 0.1 + 0.2, " ", 3 * 1.1, " ", 1 - 0.9, " ", 1.15 * 100, " ", 0.1 * 3, "\n";
print "exact compare: ", (0.1 + 0.2 == 0.3 ? "equal" : "not equal"), ", diff ", sprintf("%.3g", 0.1 + 0.2 - 0.3), "\n";
print "negative zero: ", -0.0, " ", 0 * -1, " ", -0.0 * 1, " [", sprintf("%g", -0.0), "]\n";
print "trailing zeros: ", 1.0, " ", 1.50, " ", 100.000, " ", 2.5e0, " ", 0e0, "\n";
print "large integer strings: ", "12345678901234567890" + 0, " ", "1e15" + 0, " ", "1000000000000000" + 0, "\n";
print "15 digits: ", 123456789012345, " ", 1234567890123456, " ", 0.123456789012345678, "\n";
print "floats near integers: ", 999999999999999.9, " ", 99999999999999.99, "\n";

# the same value printed after different operations
my $v = 1e15;
my $w = $v + 1;
my $u = $v * 1.0;
print "v=$v w=$w u=$u\n";
my $str = "1e15";
my $n = $str * 1;
my $m = $str + 0;
print "from string: $n $m\n";

# accumulating
my $sum = 0;
$sum += 0.1 for 1 .. 10;
print "0.1 ten times: $sum, == 1: ", ($sum == 1 ? "yes" : "no"), ", sprintf %.20g: ", sprintf("%.20g", $sum), "\n";
my $cents = 0;
$cents += 10 for 1 .. 10;
print "in cents: ", $cents / 100, "\n";

# numbers as hash keys use the printed form
my %h;
$h{1.0} = "a";
$h{0.1 + 0.2} = "b";
$h{1e15} = "c";
$h{2 ** 50} = "d";
$h{1 << 50} = "e";
print "keys: ", join(", ", sort keys %h), "\n";
