use strict;
use warnings;
use feature 'say';

for (my $i = 0; $i < 5; $i++) {
    say "i=$i";
}
for (my $i = 10; $i > 0; $i -= 3) {
    say "down i=$i";
}
my $sum = 0;
for (my $i = 1; $i <= 100; $i++) {
    $sum += $i;
}
say "sum=$sum";
my $k;
for ($k = 0; $k < 3; $k++) { }
say "k after loop: $k";
for (my ($a, $b) = (0, 10); $a < $b; $a += 2, $b -= 2) {
    say "a=$a b=$b";
}
my $n = 0;
for (;;) {
    $n++;
    last if $n >= 4;
}
say "infinite loop ended at n=$n";
for (my $i = 0; $i < 10; $i++) {
    next if $i % 3;
    say "multiple of 3: $i";
}
for (my $i = 0; $i < 100; $i++) {
    if ($i * $i > 50) {
        say "first square over 50: $i";
        last;
    }
}
my @grid;
for (my $r = 0; $r < 3; $r++) {
    my $line = "";
    for (my $c = 0; $c < 4; $c++) {
        $line .= $r * 4 + $c;
        $line .= " " if $c < 3;
    }
    say $line;
}
my $f = 1;
for (my $x = 1; $x <= 10; $x++) {
    $f *= $x;
}
say "10! = $f";
my $s = "";
for (my $x = 0.5; $x < 3; $x += 0.5) {
    $s .= "$x,";
}
say "float steps: $s";
my $count = 0;
for (my $i = 0; $i < 0; $i++) {
    $count++;
}
say "zero iterations: $count";
my @arr = (5, 6, 7);
for (my $i = $#arr; $i >= 0; $i--) {
    say "reverse index $i: $arr[$i]";
}
