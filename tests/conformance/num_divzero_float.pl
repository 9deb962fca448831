use strict;
use warnings;
use feature 'say';

my $x = 1.5;
my $y = "0.0";
say "x=$x y=$y";
$x /= $y;
say "not reached";
