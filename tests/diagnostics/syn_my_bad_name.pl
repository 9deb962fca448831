use strict;
my $x = 1;
my 3x = 2;
