use strict;
use warnings;
use feature 'say';

say "exiting with 3";
print STDERR "stderr before exit\n";
exit 3;
say "not reached";
