use strict;
my $1 = 2;
