# sum, sum0, product, min, max, minstr, maxstr: integer and float accumulation,
# overflow, numeric strings, warnings for undef and non-numbers, empty lists.
use strict;
use warnings;
use List::Util qw(sum sum0 product min max minstr maxstr);

my @a = (3, 1, 4, 1, 5, 9, 2, 6);
print "sum ", sum(@a), " product ", product(@a), " min ", min(@a), " max ", max(@a), "\n";
print "floats: ", sum(0.1, 0.2), " ", sum("1.5", 2), " ", product(1.5, 4), "\n";
print "strings: ", sum("10", "20"), " ", max("10", "9"), " ", min("-3", "2"), "\n";
print "overflow: ", sum(9223372036854775807, 1), " ", product(4294967296, 4294967296), "\n";
print "negative: ", product(-3, 5), " ", sum(-5, 3), " ", product(-1, -9223372036854775808), "\n";
print "unsigned: ", sum(18446744073709551615, 1), " ", sum(1, 18446744073709551615), "\n";
print "big floats: ", sum(1e300, 1e300, -1e300), "\n";
print "zero product: ", product(0, 5, 7), "\n";
print "empty: sum0 ", sum0(), " product ", product(), " sum ", (defined sum() ? "defined" : "undef"),
    " min ", (defined min() ? "defined" : "undef"), " max ", (defined max() ? "defined" : "undef"), "\n";
my @one = sum();
print "sum() in list context: ", scalar(@one), " item\n";
print "one item: ", sum(7), " ", max(7), "\n";
print "minstr ", minstr(qw(pear apple zoo)), " maxstr ", maxstr(qw(pear apple zoo)), "\n";
print "minstr of numbers: ", minstr(10, 9, 100), " maxstr: ", maxstr(10, 9, 100), "\n";
print "max keeps the string: ", max("10.0", 3), " min: ", min("2.50", 7), "\n";
print "NaN: ", min(3, "nan", 1), " ", max(1, "nan"), "\n";

# Warnings name no variable: perl says "in subroutine entry" for XS functions.
my $u;
my @mixed = (1, undef, "abc", "3x", 2.5);
print "mixed sum: ", sum(@mixed), "\n";
print "undef first: ", sum($u, 1), "\n";
print "max with undef: ", max($u, 1), "\n";
print "min with a word: ", min("abc", 2), "\n";
print "maxstr with undef: ", maxstr("a", $u), "\n";
print "product of junk: ", product("3x", 2), "\n";
{
    no warnings;
    print "quiet: ", sum("x", 1, undef), "\n";
}
# A string used as a number before is summed as an integer.
my $s = "5";
my $t = $s + 0;
print "numified: ", sum($s, 7), "\n";
my $total = 0;
$total += $_ for @a;
print "agrees with a loop: ", ($total == sum(@a) ? "yes" : "no"), "\n";
# max takes the last of equal values, min the first.
print "ties: ", max("10.0", 10, "1e1"), " ", min("2.0", 2, "20e-1"), "\n";
