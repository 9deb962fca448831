use strict;
use warnings;
use feature 'say';

my $moves = 0;
my @log;

sub hanoi {
    my ($n, $from, $to, $via) = @_;
    return if $n == 0;
    hanoi($n - 1, $from, $via, $to);
    $moves++;
    push @log, "disk $n: $from -> $to";
    hanoi($n - 1, $via, $to, $from);
}

hanoi(4, "A", "C", "B");
say $_ for @log;
say "moves for 4 disks: $moves";
for my $n (1 .. 12) {
    $moves = 0;
    @log = ();
    hanoi($n, "L", "R", "M");
    say sprintf("%2d disks: %5d moves (2**n-1 = %d)", $n, $moves, 2**$n - 1);
}
say "last move for 12 disks: $log[-1]";
say "middle move for 12 disks: $log[2047]";
