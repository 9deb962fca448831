use strict;
use warnings;
use feature 'say';

my $i = 0;
do {
    say "do-while i=$i";
    $i++;
} while ($i < 3);
say "after i=$i";
my $j = 10;
do {
    say "runs once even though condition is false: j=$j";
} while ($j < 5);
my $k = 0;
do {
    $k += 2;
    say "do-until k=$k";
} until ($k >= 6);
my $m = 100;
do {
    say "do-until runs once: m=$m";
} until ($m > 0);
my $loops = 0;
do {
    my $inner = $loops * 10;
    say "my inside do body: $inner";
    $loops++;
} while ($loops < 2);
my $digits = 0;
my $num = 12345;
do {
    $digits++;
    $num = int($num / 10);
} while ($num > 0);
say "digits: $digits";
my $zero = 0;
my $zd = 0;
do {
    $zd++;
    $zero = int($zero / 10);
} while ($zero > 0);
say "digits of 0: $zd";
my $x = 1;
$x *= 2 while $x < 1000;
say "x=$x";
my $n = 27;
my $steps = 0;
do {
    $n = $n % 2 ? 3 * $n + 1 : $n / 2;
    $steps++;
} until ($n == 1);
say "collatz 27 steps: $steps";
