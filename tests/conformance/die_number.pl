use strict;
use warnings;
use feature 'say';

say "dying with a number";
die 0.1 + 0.2;
