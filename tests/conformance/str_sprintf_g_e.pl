use strict;
use warnings;

# %g and %e corner cases: where %g switches to exponent form, and the # flag.
printf "[%g] [%g] [%g] [%g] [%g] [%g]\n", 0.0001, 0.00001, 1234567, 123456, 100, 0;
printf "[%.3g] [%#.3g] [%#g] [%.0g] [%#.0g] [%.1g]\n", 1234, 1, 1, 1.5, 2.5, 0.05;
printf "[%g] [%g] [%g] [%g]\n", 1e100, 1e-100, -1.5e-7, 3.0;
printf "[%G] [%G] [%E]\n", 1e-10, 1.5e20, 12345.6789;
printf "[%10g] [%-10g|] [%010g] [%+g]\n", 3.14159, 3.14159, 3.14159, 3.14159;
printf "[%.10g] [%.15g] [%.17g] [%.20g]\n", 0.1, 0.1, 0.1, 0.5;
printf "[%e] [%.2e] [%.0e] [%#.0e] [%E]\n", 1234.5678, 1234.5678, 1234.5678, 1234.5678, 0.000123;
printf "[%e] [%e] [%e]\n", 0, -0.0, 1e300 * 10;
printf "[%.3e] [%12.4e] [%-12.2e|] [%+.1e]\n", 9.9995, 6.02214076e23, 1.6e-19, 299792458;
printf "[%g] [%g] [%g]\n", 9 ** 9 ** 9, -9 ** 9 ** 9, -sin(9 ** 9 ** 9);
printf "[%.2g] [%.2g] [%.2g] [%.2g]\n", 0.000995, 99.5, 999.5, 1e5;
printf "[%g] [%g]\n", 1 / 3, 2 / 3;
printf "[%s] [%s] [%s] [%s]\n", 1e5, 1e15, 1e16, 123456789012345678;
printf "[%g] [%g]\n", 2 ** 31, 2 ** 63;
print "number stringification uses %.15g: ", 0.1 + 0.2, " ", 1 / 7, " ", 1e21, " ", 3.0 * 1.1, "\n";
my @vals = (0.5, 0.25, 0.125, 0.0625, 1 / 1024, 1 / 65536);
print "powers of two: ", join(" ", map { sprintf "%g", $_ } @vals), "\n";
print "as %e: ", join(" ", map { sprintf "%.3e", $_ } @vals), "\n";
