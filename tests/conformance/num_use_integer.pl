# use integer: arithmetic, comparisons and bit operators on IVs, lexically scoped.
use strict;
use warnings;

{
    use integer;
    print "10/3 = ", 10 / 3, ", -7/2 = ", -7 / 2, "\n";
    print "-7 % 3 = ", -7 % 3, ", 7 % -3 = ", 7 % -3, "\n";
    print "~0 = ", ~0, ", 1 << 63 = ", 1 << 63, ", -8 >> 1 = ", -8 >> 1, "\n";
    print "1.9 + 1.9 = ", 1.9 + 1.9, ", 7.5 * 2.5 = ", 7.5 * 2.5, "\n";
    print "IV_MAX + 1 wraps: ", 9223372036854775807 + 1, "\n";
    print "UV_MAX + 0 = ", 18446744073709551615 + 0, "\n";
    print "1 <=> 2.5: ", 1 <=> 2.5, ", 2.5 == 2: ", (2.5 == 2 ? "true" : "false"), "\n";
    my $x = 5.7;
    $x += 1;
    print "5.7 += 1 -> $x\n";
    $x++;
    print "then ++ -> $x\n";
    my $n = -3.7;
    print "-(-3.7) = ", -$n, ", -(3.7) = ", -(3.7), "\n";
    print "** is not integer: ", 2**0.5, "; abs/sqrt neither: ", abs(-3.5), " ", sqrt(16), "\n";
    my $sum = 0;
    $sum += $_ / 2 for 1 .. 9;
    print "sum of halves: $sum\n";
    my @sorted = sort { $a <=> $b } (3.9, 3.1, -1.5, 2);
    print "sorted: @sorted\n";
    {
        no integer;
        print "no integer inside: 10/4 = ", 10 / 4, "\n";
    }
    print "back to integer: 10/4 = ", 10 / 4, "\n";
    my $zero = 0;
    print eval { 1 / $zero } // "died: $@";
    print eval { 1 % $zero } // "died: $@";
    print "abc" + 1, "\n";
}
print "outside: 10/4 = ", 10 / 4, "\n";
