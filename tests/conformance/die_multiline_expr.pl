use strict;
use warnings;
use feature 'say';

my $x = 10;
my $zero = 0;
say "division spread over lines";
my $r = $x
    + 1
    * 2
    / $zero;
say "not reached $r";
