use strict;
my $x = 1;
my ($y, 3) = (1, 2);
