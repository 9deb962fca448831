# `use integer` changes + - * / % < == <=> & | ^ << >> neg ~ into perl's i_* ops;
# an overloaded operand still calls its class's methods (Math::BigInt::Lib's `==`
# under Math::BigInt::Calc's `use integer` decides whether _mul copies).
use strict;
use warnings;

package Num;
use overload
    '+'   => sub { Num->new("($_[0]{v} + " . v($_[1]) . ($_[2] ? ' swapped' : '') . ")") },
    '-'   => sub { Num->new("($_[0]{v} - " . v($_[1]) . ($_[2] ? ' swapped' : '') . ")") },
    '*'   => sub { Num->new("($_[0]{v} * " . v($_[1]) . ")") },
    '/'   => sub { Num->new("($_[0]{v} / " . v($_[1]) . ")") },
    '%'   => sub { Num->new("($_[0]{v} % " . v($_[1]) . ")") },
    '<=>' => sub { my $r = length($_[0]{v}) <=> length(v($_[1])); $_[2] ? -$r : $r },
    '=='  => sub { print "  == called\n"; $_[0]{v} eq v($_[1]) },
    '&'   => sub { "and($_[0]{v})" },
    '|'   => sub { "or($_[0]{v})" },
    '^'   => sub { "xor($_[0]{v})" },
    '<<'  => sub { "shl($_[0]{v}," . v($_[1]) . ")" },
    '>>'  => sub { "shr($_[0]{v}," . v($_[1]) . ")" },
    'neg' => sub { Num->new("-($_[0]{v})") },
    '~'   => sub { "not($_[0]{v})" },
    '""'  => sub { "<$_[0]{v}>" };
sub new { bless { v => $_[1] }, $_[0] }
sub v { ref $_[0] ? $_[0]{v} : $_[0] }

package main;

my $x = Num->new("x");
my $y = Num->new("yy");
{
    use integer;
    print $x + 1, "\n";
    print 2 - $x, "\n";
    print $x * $y, "\n";
    print $x / 3, "\n";
    print $x % 4, "\n";
    print $x < $y ? "lt\n" : "not lt\n";
    print $y > $x ? "gt\n" : "not gt\n";
    print $x <= $x ? "le\n" : "not le\n";
    print $x == $y ? "eq\n" : "ne\n";
    print $x == $x ? "eq\n" : "ne\n";
    print $x != $y ? "ne\n" : "eq\n";
    print $x <=> $y, "\n";
    print $x & 1, " ", $x | 1, " ", $x ^ 1, "\n";
    print $x << 2, " ", $x >> 3, "\n";
    print -$x, "\n";
    print ~$x, "\n";
    my $z = $x;
    $z += 5;
    print "$z $x\n";
    $z *= $y;
    print "$z\n";
    my @s = sort { $a <=> $b } Num->new("ccc"), Num->new("a"), Num->new("bb");
    print "@s\n";
    my $r1 = [1];
    my $r2 = [1];
    print $r1 == $r2 ? "same\n" : "different\n";
    print $r1 == $r1 ? "same\n" : "different\n";
    print 7 / 2, " ", -7 / 2, " ", -7 % 3, "\n";
}

# Without a method and without fallback, perl's "no method found" (a `<` of two Nums
# would use `<=>`; `**` has none).
package Bare;
use overload '""' => sub { "bare" };
package main;
my $b = bless [], 'Bare';
{
    use integer;
    my $r = eval { $b + 1 };
    print defined $r ? "r=$r\n" : "died: $@";
}
{
    package Strict;
    use overload '+' => sub { 1 }, fallback => 0;
    package main;
    my $s = bless [], 'Strict';
    use integer;
    my $r = eval { $s - 1 };
    print defined $r ? "r=$r\n" : "died: $@";
}
