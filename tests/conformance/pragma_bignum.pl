# use bignum: integers are Math::BigInt, numbers with a point Math::BigFloat (with its
# default precision of 40 digits), and the usual arithmetic stays exact.
use strict;
use warnings;
use bignum;
print 0.1 + 0.2, "\n";
print 0.1 + 0.2 == 0.3 ? "exact\n" : "inexact\n";
print 2 ** 0.5, "\n";
print 1 / 3, "\n";
my $x = 12345678901234567890;
print $x * $x, "\n";
print ref($x), " ", ref(1.5), "\n";
print 10 / 4, " ", 2 ** 100, "\n";
my $total = 0;
$total += 0.01 for 1 .. 100;
print "total: $total\n";
printf "%s\n", 3.14159 * 2;
{
    no bignum;
    print 0.1 + 0.2 == 0.3 ? "exact\n" : "inexact\n";
}
