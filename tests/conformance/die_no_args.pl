use strict;
use warnings;
use feature 'say';

say "about to die without arguments";
die;
