use strict;
my $bits = "";
vec($bits, 3, 1) = 1;
