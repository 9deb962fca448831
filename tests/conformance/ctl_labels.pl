use strict;
use warnings;
use feature 'say';

OUTER: for my $i (1 .. 4) {
    INNER: for my $j (1 .. 4) {
        next OUTER if $j > $i;
        next INNER if $j == 2;
        last OUTER if $i == 4;
        say "i=$i j=$j";
    }
}
say "after OUTER";
my $found = "";
ROW: for my $r (0 .. 4) {
    for my $c (0 .. 4) {
        if ($r * $c == 6) {
            $found = "$r,$c";
            last ROW;
        }
    }
}
say "first product 6 at $found";
my $n = 0;
LOOP: while (1) {
    $n++;
    my $m = 0;
    while (1) {
        $m++;
        next LOOP if $m == 2 && $n < 3;
        last LOOP if $n >= 3;
        last;
    }
}
say "while labels: n=$n";
my @log;
A: for my $a (1 .. 3) {
    B: for my $b (1 .. 3) {
        C: for my $c (1 .. 3) {
            next B if $c == 2;
            next A if $b == 3;
            push @log, "$a$b$c";
        }
    }
}
say "log: @log";
my $count = 0;
UNTIL: until ($count >= 10) {
    $count++;
    next UNTIL if $count < 5;
    last UNTIL if $count == 7;
}
say "until with labels stopped at $count";
my $k = 0;
COUNTER: for (my $i = 0; $i < 10; $i++) {
    for my $j (0 .. 10) {
        next COUNTER if $j > 1;
        $k++;
    }
}
say "c-style outer with label: k=$k";
my @primes;
CANDIDATE: for my $cand (2 .. 30) {
    for my $d (2 .. $cand - 1) {
        last if $d * $d > $cand;
        next CANDIDATE if $cand % $d == 0;
    }
    push @primes, $cand;
}
say "primes: @primes";
my $visits = 0;
BLOCK: {
    $visits++;
    last BLOCK if $visits == 1;
    $visits += 100;
}
say "labeled bare block visits: $visits";
my $s = "";
for my $x (1 .. 3) {
    for my $y (1 .. 3) {
        next if $y == $x;
        $s .= "$x$y ";
        last if $y == 2;
    }
}
say "unlabeled next/last affect innermost: $s";
