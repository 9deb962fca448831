use strict;
use feature "state";
my $n = 1;
state $count = 0;
