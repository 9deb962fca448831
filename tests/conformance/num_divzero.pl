use strict;
use warnings;
use feature 'say';

my $a = 10;
my $b = 0;
say "before: ", $a / 2;
say "still fine: ", 0 / 5;
my $r = $a / $b;
say "not reached: $r";
