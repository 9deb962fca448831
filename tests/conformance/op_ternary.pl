use strict;
use warnings;
use feature 'say';

for my $n (-5, -1, 0, 1, 7, 15, 100) {
    my $sign = $n < 0 ? "negative" : $n == 0 ? "zero" : "positive";
    my $parity = $n % 2 == 0 ? "even" : "odd";
    my $size = $n > 50 ? "huge" : $n > 10 ? "big" : $n > 0 ? "small" : "none";
    say "$n: $sign, $parity, $size";
}
my $x = 1 ? "yes" : "no";
say "literal cond: $x";
my $y = "" ? "yes" : "no";
say "empty string cond: $y";
my $z = "0.0" ? "yes" : "no";
say "'0.0' cond: $z";
my @a = (1, 2, 3);
my $w = @a ? "has " . scalar(@a) : "empty";
say "array cond: $w";
my $calls = "";
sub mark { $calls .= $_[0]; return $_[0] }
my $r = mark("c") ? mark("t") : mark("f");
say "only one branch evaluated: $calls -> $r";
$calls = "";
$r = mark("") ? mark("t") : mark("f");
say "false branch: $calls -> $r";
my $max = 3 > 7 ? 3 : 7;
say "max: $max";
my $abs = -4 < 0 ? -(-4) : -4;
say "abs: $abs";
my $nested = (1 ? (0 ? "a" : "b") : "c");
say "nested: $nested";
my $num = (2 > 1 ? 10 : 20) + 5;
say "ternary in arithmetic: $num";
my $str = "val=" . (0 ? "on" : "off");
say $str;
my @list = (1 ? (1, 2, 3) : (4, 5));
say "list from ternary: @list";
my $count = () = (0 ? (1, 2) : (3, 4, 5));
say "count of list from ternary: $count";
for my $k (1 .. 15) {
    print $k % 15 == 0 ? "FizzBuzz" : $k % 5 == 0 ? "Buzz" : $k % 3 == 0 ? "Fizz" : $k;
    print $k < 15 ? "," : "\n";
}
