use strict; use warnings;
use constant PI => 3.14159;
use constant DEBUG => 0;
use constant COLORS => qw(red green blue);
use constant { E => 2.718, NAME => "camel" };
END { print "end block 1, status $?\n" }
END { print "end block 2\n" }
BEGIN { print "begin runs first\n" }
print "pi ", PI, " debug ", DEBUG ? "on" : "off", " colors ", join(",", COLORS), " e ", E, " ", NAME, "\n";
my $area = PI * 2 ** 2;
printf "%.3f\n", $area;
print "count ", scalar(my @c = COLORS), "\n";
exit 3;
