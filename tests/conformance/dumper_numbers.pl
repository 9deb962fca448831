# Data::Dumper: which values print as numbers (integers the scalar holds as such, up to
# 10 characters), and which as quoted strings.
use strict;
use warnings;
use Data::Dumper;

$Data::Dumper::Indent = 1;
$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Indent = 1;

print Dumper(1, -3, 0, '0', '1', '007', '1.5', 1.5, '1e3', 1e3, 0.1 + 0.2);
print Dumper(123456789, 1234567890, 12345678901, -123456789, -1234567890,
    9223372036854775807, -9223372036854775808, 18446744073709551615);
print Dumper(10 / 2, 2**3, 7 % 3, -7 / 2, 3.0, -0.0, 1e20, 1e-5);
my $n = "5";
my $m = $n + 0;
my $eq = "7";
my $t = $eq == 7;
my $sp = " 12";
my $u = $sp + 0;
print Dumper($n, $m, $eq, $sp, "-0", "00", "+1", "1_000", "12abc");
my $i = 42;
my $str = "$i";
print Dumper($i, $str);
my $f = 2.5;
my $fs = "$f";
print Dumper($f, $fs);
my $inc = "12";
$inc++;
my $num = 12;
$num++;
print Dumper($inc, $num, length("abcd"), int(7.5), ord("A"), hex("ff"));
print Dumper([1, '2', 3.25, '4.0', -5]);
print Dumper({ 1 => 'one', 10 => 'ten', '01' => 'lead', '-2' => 'neg', 1.5 => 'f',
    '1234567890' => 'long', '123456789' => 'nine' });
