use strict;
use warnings;
use feature 'say';

for my $n (9, 4, 1, 0) {
    say "sqrt($n) = ", sqrt($n);
}
my $neg = -1;
say "sqrt of -1 next";
say sqrt($neg);
say "not reached";
