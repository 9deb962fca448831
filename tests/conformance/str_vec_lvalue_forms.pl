# vec as an lvalue: assignment and every assignment operator, ++ and --, the logical
# assignments, and the value each gives (the element read back, truncated to the width).
use strict;
use warnings;

my $v = '';
vec($v, 0, 8) = 65;
vec($v, 1, 8) = 66;
print "$v\n";
vec($v, 0, 8) += 2;
vec($v, 1, 8) -= 1;
vec($v, 2, 8) |= 0x40;
vec($v, 2, 8) ^= 0x03;
vec($v, 0, 8) &= 0xdf;
print "$v\n";
vec($v, 3, 8) = 6;
vec($v, 3, 8) *= 7;
vec($v, 3, 8) <<= 1;
vec($v, 3, 8) >>= 2;
vec($v, 3, 8) **= 2;
vec($v, 3, 8) %= 50;
vec($v, 3, 8) /= 3;
print join(" ", map { vec($v, $_, 8) } 0 .. 3), "\n";
vec($v, 4, 8) = 1;
vec($v, 4, 8) .= "2";
vec($v, 4, 8) x= 3;
print vec($v, 4, 8), "\n";

# The value of an assignment is the element as it is now.
my $x = (vec($v, 5, 8) = 300);
my $y = (vec($v, 5, 8) += 250);
print "$x $y ", vec($v, 5, 8), "\n";
my $chain;
$chain = vec($v, 6, 4) = 0x1f;
print "$chain\n";

# ++ and --, prefix and postfix, wrapping at the width.
my $c = "\xfe";
my $old = vec($c, 0, 8)++;
my $new = ++vec($c, 0, 8);
print "$old $new ", vec($c, 0, 8), "\n";
vec($c, 0, 8)--;
my $down = vec($c, 0, 8)--;
print "$down ", vec($c, 0, 8), " ", --vec($c, 1, 4), "\n";

# ||= &&= //= (an element is never undef, so //= never assigns).
my $f = '';
vec($f, 0, 8) ||= 7;
vec($f, 0, 8) &&= 9;
vec($f, 1, 8) //= 5;
vec($f, 2, 8) &&= 4;
my $got = (vec($f, 3, 8) ||= 300);
print unpack("H*", $f), " $got\n";

# use integer: the arithmetic is signed, the element unsigned.
{
    use integer;
    my $i = "\x05";
    vec($i, 0, 8) -= 10;
    vec($i, 1, 8) += -3;
    print unpack("H*", $i), "\n";
}

# Offset and width are taken once, before the right side of an assignment operator.
my $s = "abcd";
my $k = 0;
vec($s, $k, 8) += ($k = 2);
print "$s $k\n";
my $j = 0;
vec($s, $j++, 8) = 0x7a + $j;
print "$s $j\n";

# Strings in the right place become numbers.
my $n = '';
vec($n, 0, 8) = "0x41";
vec($n, 1, 8) = " 66 ";
vec($n, 2, 8) = "67.9";
print "$n\n";
