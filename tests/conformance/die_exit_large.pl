use strict;
use warnings;
use feature 'say';

say "exit 256 + 5 wraps to 5";
exit 261;
