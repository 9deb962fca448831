use strict;
use warnings;
use feature 'say';

for my $i (1 .. 10) {
    say "i=$i";
    if ($i == 4) {
        say "exiting early";
        exit 0;
    }
}
say "not reached";
