# use bigint as scripts use it: factorials, Fibonacci, powers of two, digit sums,
# hex and oct, integer division, ranges and sorting, `no bigint` in a block.
use strict;
use warnings;
use bigint;

my $f = 1;
$f *= $_ for 1 .. 40;
print "40! = $f\n";
my ($p, $q) = (0, 1);
($p, $q) = ($q, $p + $q) for 1 .. 150;
print "fib(150) = $p\n";
print "2**200 = ", 2**200, "\n";
my $sum = 0;
$sum += $_ for split //, 2**100;
print "digit sum of 2**100: $sum\n";
print "7/2 = ", 7 / 2, ", -7/2 = ", -7 / 2, ", 7 % 3 = ", 7 % 3, "\n";
print "hex: ", hex("0x123456789abcdef0123"), " oct: ", oct("0777777777777777777777"), "\n";
print "0xFFFFFFFFFFFFFFFFFF = ", 0xFFFFFFFFFFFFFFFFFF, "\n";
my @n = sort { $a <=> $b } (2**70, 5, 2**65, 17);
print "sorted: @n\n";
print "cmp: ", (2**64 > 2**63 ? "yes" : "no"), " ", (10 == 10.0 ? "eq" : "ne"), "\n";
printf "printf: %s %s\n", 2**80, 99;
print "ref: ", ref(5), " ", ref(2**10), "\n";
print "sqrt: ", sqrt(10**40), " abs: ", abs(-5), "\n";
print "inf: ", inf, " NaN: ", NaN, "\n";
my @a = (10, 20, 30);
print "index: $a[1] $a[-1] ", scalar(@a), "\n";
my %h = (1 => 'one', 2 => 'two');
print "hash: $h{1} $h{2}\n";
my $s = "x" x 3;
print "repeat: $s ", substr("abcdef", 2, 3), "\n";
{
    no bigint;
    print "plain: ", 7 / 2, " ", 2**70, "\n";
}
print "back: ", 2**70, "\n";
my $n = 10;
$n++;
$n -= 3;
$n **= 20;
print "n = $n\n";
