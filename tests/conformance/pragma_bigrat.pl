# use bigrat: divisions give exact fractions (Math::BigRat).
use strict;
use warnings;
use bigrat;
my $x = 1/3 + 1/6;
print "$x\n";
print 3/4 * 2/3, "\n";
print ref(1/2), "\n";
my $sum = 0;
$sum += 1/$_ for 1 .. 10;
print "H(10) = $sum\n";
print "numerator: ", $sum->numerator, " denominator: ", $sum->denominator, "\n";
print 2 ** 10 / 3, " ", (1/3) ** 3, "\n";
print 5/10 == 1/2 ? "equal\n" : "different\n";
