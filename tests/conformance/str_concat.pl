use strict;
use warnings;
use feature 'say';

my $a = "foo";
my $b = "bar";
say $a . $b;
say $a . " " . $b;
say "a" . 1 + 2;
say "num . num: ", 1 . 2;
say "float . int: ", 1.50 . 3;
say "expr: " . 2 * 3 . "!";
say "sum inside: " . (2 + 3);
say "concat then add: ", ("3" . "4") + 1;
my $s = "";
for my $i (1 .. 5) {
    $s .= $i;
}
say "built: $s";
$s .= "-" . "end";
say "appended: $s";
my $num = 10;
$num .= "5";
say "number .= string: $num";
say "and numeric again: ", $num + 1;
my $f = 0.1;
$f .= "";
say "float stringified: $f";
my $big = 1e21;
say "big: " . $big;
my $neg = -5;
say "neg: " . $neg . "|" . -$neg;
say "empty concat: [" . "" . "]";
say "true/false concat: [" . (1 == 1) . "][" . (1 == 0) . "]";
my @parts = ("x", "y", "z");
my $joined = "";
for my $p (@parts) {
    $joined = $joined . $p . ",";
}
say "joined: $joined";
say "chained .=: ", $a .= $b .= "!";
say "a now: $a, b now: $b";
my $long = "";
$long .= "ab" for 1 .. 50;
say "length: ", length($long);
say "concat with interpolation: " . "$a/$b";
say "integer-looking result: " . (10 / 2);
say "IV max: " . 9223372036854775807;
say "UV: " . 18446744073709551615;
