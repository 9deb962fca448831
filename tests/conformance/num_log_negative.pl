use strict;
use warnings;
use feature 'say';

say "log(2.5) = ", log(2.5);
my $x = -2.5;
say "x = $x";
say "log(x) = ",
    log($x);
say "not reached";
