use strict;
use warnings;

# Rounding in %f and %.0f: the exact binary value decides, ties go to even.
print join(" ", map { sprintf "%.0f", $_ } 0.5, 1.5, 2.5, 3.5, 4.5, -0.5, -1.5, -2.5, 0.49999999999999994), "\n";
print join(" ", map { sprintf "%.2f", $_ } 2.675, 1.005, 0.125, 0.375, 1.115, 2.345), "\n";
print join(" ", map { sprintf "%.1f", $_ } 0.05, 0.15, 0.25, 0.35, 0.45, 0.95, -0.05), "\n";
print join(" ", map { sprintf "%.3f", $_ } 1.0005, 1.2345, 9.9995, 0.0005), "\n";
print join(" ", map { sprintf "%d", $_ } 2.5, 2.999, -2.999, "3.7abc" =~ /([\d.]+)/), "\n";
print "negative zero: ", sprintf("%.0f", -0.4), " ", sprintf("%.1f", -0.04), " ", sprintf("%.0f", 0.4), "\n";
print "int vs sprintf: ", int(2.5 + 0.5), " ", sprintf("%.0f", 2.5), " ", int(-2.5 - 0.5), "\n";

# rounding to the nearest with a helper, and the classic 1.15*100 surprise
sub round_to { my ($x, $places) = @_; return sprintf "%.${places}f", $x }
print "round_to: ", join(" ", round_to(3.14159, 2), round_to(2.5, 0), round_to(1234.5678, 1), round_to(-1.005, 2)), "\n";
print "1.15*100 = ", 1.15 * 100, ", int gives ", int(1.15 * 100), ", sprintf gives ", sprintf("%.0f", 1.15 * 100), "\n";

# large and small magnitudes
printf "%.2f %.2f %.2f\n", 1e15 + 0.125, 123456789.005, 0.005;
printf "%f %f %f\n", 1 / 3, 2 / 3, 1e-7;
printf "%.15f\n%.17f\n", 0.1, 0.1;
printf "%.0f %.0f %.0f\n", 1e20, 2 ** 53 + 1, 123456789012345678;
printf "%.10f\n", 1 / 7;

# money formatting: rounding then commas
sub money {
    my $n = sprintf "%.2f", shift;
    1 while $n =~ s/^(-?\d+)(\d{3})/$1,$2/;
    return $n;
}
print "money: ", join("  ", map { money($_) } 1234567.891, 0.005, 0.015, -9876.545, 1000, 999.999), "\n";

# percentages
my @parts = (1, 1, 1);
my $total = 0;
$total += $_ for @parts;
print "percent: ", join(" ", map { sprintf "%.1f%%", 100 * $_ / $total } @parts), "\n";
printf "%5.1f%% done\n", 99.95;
printf "%5.1f%% done\n", 99.94;
