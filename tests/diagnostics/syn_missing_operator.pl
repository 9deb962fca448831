use strict;
my $x = 1;
my $y = $x 2;
