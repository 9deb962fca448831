use strict;
use warnings;
use feature 'say';

say "ab" x 3;
say "-" x 20;
say "[", "x" x 0, "]";
say "[", "x" x 1, "]";
say "[", "abc" x 2.7, "]";
say "[", "" x 100, "]";
say 5 x 3;
say 1.5 x 2;
say "[", "z" x "3", "]";
my $n = 4;
say "=" x $n;
say "<" . ("ab" x $n) . ">";
my $line = "*";
$line x= 5;
say "x= 5: $line";
$line x= 0;
say "x= 0: [$line]";
my $pad = "0" x (6 - length("42")) . "42";
say "zero padded: $pad";
for my $i (1 .. 5) {
    say " " x (5 - $i), "#" x (2 * $i - 1);
}
say "length of 'ab' x 1000: ", length("ab" x 1000);
my $neg = "a" x -1;
say "negative count: [", $neg, "]";
my $x = "a" x 1e20;
say length($x);
my $y = "a" x 9**9**9;
say length($y);
my $c = 2;
say "(\"ab\" x 2) . \"c\": ", "ab" x $c . "c";
say "precedence x vs +: ", "1" x 2 + 3;
