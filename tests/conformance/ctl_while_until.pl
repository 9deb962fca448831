use strict;
use warnings;
use feature 'say';

my $i = 0;
while ($i < 5) {
    say "while i=$i";
    $i++;
}
say "after while i=$i";
my $j = 10;
until ($j <= 5) {
    say "until j=$j";
    $j -= 2;
}
say "after until j=$j";
my $n = 0;
while (1) {
    $n++;
    next if $n % 2;
    last if $n > 8;
    say "even n=$n";
}
say "broke out at n=$n";
my $k = 0;
while ($k < 10) {
    $k++;
    next if $k < 8;
    say "k=$k";
}
my $never = 0;
while (0) { $never++ }
until (1) { $never++ }
say "never ran: $never";
my @stack = (1, 2, 3, 4);
while (@stack) {
    my $top = pop @stack;
    say "popped $top, left ", scalar(@stack);
}
my $s = "aaaa";
while (length($s) > 1) {
    $s = substr($s, 1);
}
say "shrunk to $s";
my $count = 0;
my $outer = 0;
while ($outer < 3) {
    my $inner = 0;
    while ($inner < 3) {
        $count++ if $inner != $outer;
        $inner++;
    }
    $outer++;
}
say "pairs with different values: $count";
my $x = 100;
$x = $x / 2 while $x > 10;
say "halved to $x";
my $y = 1;
$y *= 3 until $y > 100;
say "tripled to $y";
my $z = 0;
while ($z < 3) {
    $z++;
}
say "z=$z";
my $w = 5;
while (my $v = $w--) {
    print "$v ";
}
print "\n";
say "w after loop: $w";
