use strict;
use warnings;
use feature 'say';

say "exit without an argument means 0";
exit;
