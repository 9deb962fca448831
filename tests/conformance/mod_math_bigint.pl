# Math::BigInt and Math::BigFloat from the installed perl, unmodified: its $rnd_mode is a
# tied scalar, its back end is loaded by `eval "require $lib"` (compiled in because the
# import reached it at compile time), Math::BigInt::Calc multiplies under `use integer`
# with its own overloaded `==`.
use strict;
use warnings;
use Math::BigInt;
use Math::BigFloat;

my $f = Math::BigInt->new(1);
$f *= $_ for 1 .. 30;
print "30! = $f\n";
print "digits: ", length("$f"), "\n";
my $two = Math::BigInt->new(2);
print "2**100 = ", $two ** 100, "\n";
print "2**100 % 97 = ", ($two ** 100) % 97, "\n";
my ($q, $r) = Math::BigInt->new("1000000000000000000000")->bdiv(7);
print "q=$q r=$r\n";
print "gcd: ", Math::BigInt::bgcd(12, 18, 30), "\n";
print "lcm: ", Math::BigInt::blcm(4, 6), "\n";
print "sqrt: ", Math::BigInt->new("152415787532388367504942236884722755800955129")->bsqrt, "\n";
print "cmp: ", Math::BigInt->new(5) <=> Math::BigInt->new(7), "\n";
print "hex: ", Math::BigInt->from_hex("ff")->as_hex, " ", Math::BigInt->new(255)->as_bin, "\n";
print "neg: ", -Math::BigInt->new(42), " abs ", abs(Math::BigInt->new(-3)), "\n";
print "is_odd: ", Math::BigInt->new(7)->is_odd, "\n";
print "nan: ", Math::BigInt->new("abc"), " inf: ", Math::BigInt->binf, "\n";
my @s = sort { $a <=> $b } map { Math::BigInt->new($_) } qw(30 4 1000 -2);
print "sorted: @s\n";
my $pi = Math::BigFloat->bpi(30);
print "pi: $pi\n";
my $x = Math::BigFloat->new("1.5");
print "x*x: ", $x * $x, "\n";
print "1/3: ", Math::BigFloat->new(1)->bdiv(3, 20), "\n";
print "sqrt2: ", Math::BigFloat->new(2)->bsqrt(25), "\n";
printf "%s %s\n", Math::BigFloat->new("0.1") + Math::BigFloat->new("0.2"), 0.1 + 0.2;
print "fround: ", Math::BigFloat->new("3.14159")->bfround(-2), "\n";
print "exp: ", Math::BigFloat->new(1)->bexp(20), "\n";
print "fib: ", Math::BigInt->new(100)->bfib, "\n";
print "rnd_mode: $Math::BigInt::rnd_mode\n";
Math::BigInt->round_mode('odd');
print "round_mode: ", Math::BigInt->round_mode, "\n";
