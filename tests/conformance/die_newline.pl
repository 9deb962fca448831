use strict;
use warnings;
use feature 'say';

say "before die";
my $reason = "disk full";
die "fatal: $reason\n";
say "not reached";
