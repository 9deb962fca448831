use strict;
use warnings;
use feature 'say';

sub collatz_len {
    my ($n) = @_;
    my $steps = 0;
    while ($n != 1) {
        if ($n % 2 == 0) {
            $n = $n / 2;
        } else {
            $n = 3 * $n + 1;
        }
        $steps++;
    }
    return $steps;
}

for my $n (1 .. 20) {
    say "collatz($n) = ", collatz_len($n);
}
my ($best, $best_len) = (1, 0);
for my $n (1 .. 10000) {
    my $len = collatz_len($n);
    if ($len > $best_len) {
        ($best, $best_len) = ($n, $len);
    }
}
say "longest below 10000: $best with $best_len steps";
my $n = 27;
my @path = ($n);
my $peak = $n;
until ($n == 1) {
    $n = $n % 2 ? 3 * $n + 1 : $n / 2;
    push @path, $n;
    $peak = $n if $n > $peak;
}
say "27 path length: ", scalar(@path), ", peak $peak";
say "27 path start: @path[0 .. 9]";
say "27 path end: @path[-5 .. -1]";
say "big start 837799: ", collatz_len(837799);
