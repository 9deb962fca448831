use strict;
use warnings;

# Converting to integers: %d, %u, %i, int(), and what happens outside the IV range.
printf "%%d of big floats: %d %d %d %d\n", 1e20, -1e20, 1e19, 9.3e18;
printf "%%d of strings: %d %d %d %d\n", "1e3", "42.9", "-0.5", " 17 ";
printf "%%d of inf/nan: %d %d %d\n", 9 ** 9 ** 9, -9 ** 9 ** 9, -sin(9 ** 9 ** 9);
printf "%%u: %u %u %u\n", 42, -1, 1e19;
printf "%%i: %i %i\n", 3.99, -3.99;
printf "%%d of UV max: %d, %%u: %u, %%s: %s\n", 18446744073709551615, 18446744073709551615, 18446744073709551615;
printf "%%d at IV limits: %d %d\n", 9223372036854775807, -9223372036854775808;
printf "%%.0f vs %%d: %.0f %d | %.0f %d\n", 2.7, 2.7, -2.7, -2.7;
printf "%%s of int(): %s %s %s %s\n", int(1e20), int(-1e20), int(2 ** 63), int(2 ** 64);

print "int of strings: ", join(" ", int("4.5abc" =~ /^([\d.]+)/ ? $1 : 0), int("  -12.9  "), int("1e3"), int(".9"), int("-.9")), "\n";
print "int near integers: ", join(" ", int(0.6 / 0.2), int(2.9999999999999996), int(1e-300), int(-1e-300)), "\n";
print "int of huge keeps float: ", int(1.5e300), " ", int(-1e100), "\n";

# integer-valued float arithmetic stays exact up to 2**53
my $n = 2 ** 52;
print "2**52 + 0.5 = ", $n + 0.5, ", 2**53 + 1 (float) = ", 2.0 ** 53 + 1, "\n";
print "integer sum past 2**53 stays exact: ", 9007199254740992 + 1, " ", 9007199254740993 - 1, "\n";

# truncation in array indexing and string repetition
my @a = (10, 20, 30);
print "float index: $a[1.9] $a[-1.5] $a[0.1]\n";
print "float repeat: ", "ab" x 2.9, "|", "ab" x 0.9, "|\n";
print "float range: ", join(",", 1.9 .. 4.1), "\n";
print "substr with floats: ", substr("abcdef", 1.7, 2.9), "\n";

# chr and ord with floats and large values
print "chr of float: ", chr(65.9), chr(97.2), ", ord: ", ord("A"), "\n";

# numeric string round trips through sprintf and back
for my $v (0.1, 1 / 3, 1e15 + 0.3, 123456789.123456789) {
    my $s15 = sprintf "%.15g", $v;
    my $s17 = sprintf "%.17g", $v;
    printf "%-22s 15 digits round-trip: %-3s 17 digits: %s\n", $s17, ($s15 == $v ? "yes" : "no"), ($s17 == $v ? "yes" : "no");
}
