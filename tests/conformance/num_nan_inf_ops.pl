use strict;
use warnings;

# Infinity and NaN: how they arise, print, compare and propagate.
my $inf = 9 ** 9 ** 9;
my $nan = $inf - $inf;
print "basic: $inf ", -$inf, " $nan ", 0 * $inf, " ", -sin($inf), "\n";
print "overflow: ", 1e308 * 10, " ", -1e308 * 10, " ", 2 ** 1024, " ", 1e400, " ", exp(1000), "\n";
print "underflow to zero: ", 1e-308 / 1e100, " ", 2 ** -1100, "\n";
print "arithmetic: ", $inf + 1, " ", $inf * -2, " ", 1 / $inf, " ", -1 / $inf, " ", $inf / $inf, " ", $nan + 1, "\n";
print "int/abs: ", int($inf), " ", abs(-$inf), " ", int($nan), " ", abs($nan), "\n";
print "sqrt and powers: ", sqrt($inf), " ", $inf ** 0, " ", 1 ** $inf, " ", 0 ** $inf, " ", 2 ** -$inf, "\n";

print "comparisons with inf: ", join(" ", ($inf > 1e308 ? 1 : 0), ($inf == $inf ? 1 : 0), (-$inf < -1e308 ? 1 : 0), ($inf <=> 1), (-$inf <=> $inf)), "\n";
print "nan is not equal to itself: ", ($nan == $nan ? "==" : "!="), ", != gives ", ($nan != $nan ? "true" : "false"), "\n";
print "nan ordering: ", join(" ", map { $_ ? 1 : 0 } $nan < 1, $nan > 1, $nan <= $nan, $nan >= $nan), "\n";
print "<=> with nan is ", (defined($nan <=> 1) ? "defined" : "undef"), ", and with itself ", (defined($nan <=> $nan) ? "defined" : "undef"), "\n";

print "string forms: ", join(" ", "inf" + 0, "INF" + 0, "-inf" + 0, "infinity" + 0, "nan" + 0, "NAN" + 0, "-nan" + 0), "\n";
print "as strings: '", "$inf", "' '", "" . -$inf, "' '", "$nan", "'\n";
print "eq on strings: ", ($inf eq "Inf" ? "Inf" : "?"), " ", ($nan eq "NaN" ? "NaN" : "?"), "\n";
printf "printf: %f %e %g %d %s %.2f %5s|\n", $inf, -$inf, $nan, $inf, $nan, -$inf, $inf;
printf "printf ints: [%x] [%o]\n", 255, 8;

# testing for inf and nan without special functions
sub is_nan { my $x = shift; return $x != $x }
sub is_inf { my $x = shift; return !is_nan($x) && ($x == 9 ** 9 ** 9 || $x == -9 ** 9 ** 9) }
for my $v (1, $inf, -$inf, $nan, 1e308, 0) {
    printf "%-22s nan:%d inf:%d\n", $v, is_nan($v) ? 1 : 0, is_inf($v) ? 1 : 0;
}

# sort with inf and nan
print "sorted: ", join(" ", sort { $a <=> $b } 3, $inf, -1, -$inf, 0), "\n";
my @with_nan = sort { $a <=> $b } 3, $nan, 1, 0;
print "sort with nan keeps going: ", scalar(@with_nan), " values\n";

# max/min with inf as the starting point
my ($min, $max) = ($inf, -$inf);
for (4, -2, 17, 0.5) { $min = $_ if $_ < $min; $max = $_ if $_ > $max }
print "min $min max $max\n";

# as hash keys
my %h = ($inf => "big", $nan => "odd");
print "keys: ", join(",", sort keys %h), "\n";
