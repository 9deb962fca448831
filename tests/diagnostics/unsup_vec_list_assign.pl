use strict;
my $bits = "";
(vec($bits, 0, 8), vec($bits, 1, 8)) = (65, 66);
