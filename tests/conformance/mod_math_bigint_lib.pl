# Math::BigInt's back-end choice: `try`, `lib` and `only` with a library that is not
# installed, each falling back (or not) to Math::BigInt::Calc as perl does.
use strict;
use warnings;
use Math::BigInt try => 'GMP,Pari';
print Math::BigInt->config('lib'), "\n";
print Math::BigInt->config()->{lib_version} > 0 ? "has version\n" : "no version\n";
my $n = Math::BigInt->new("9" x 40);
print $n + 1, "\n";
print $n->copy->bmuladd(3, 7), "\n";
print Math::BigInt->new(2)->bpow(64)->bstr, "\n";
print Math::BigInt->new("-17")->bmod(5), " ", Math::BigInt->new("-17")->btdiv(5), "\n";
print scalar(Math::BigInt->new(10)->bnok(3)), "\n";
print Math::BigInt->new(1000)->blog(10), "\n";
print Math::BigInt->new("123456789")->bround(3), "\n";
printf "%s %s\n", Math::BigInt->new(3) < 4 ? "lt" : "ge", Math::BigInt->new(3) == 3.0 ? "eq" : "ne";
