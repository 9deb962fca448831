use strict;
use warnings;
use feature 'say';

say "dying with an empty string";
my $empty = "";
die $empty;
