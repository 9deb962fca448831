use strict;
use warnings;
use feature 'say';

say "line 5 prints";
my $n = 3;
say "n is $n";
die "failed with n=$n";
