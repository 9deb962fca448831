use strict;
my $bits = "A";
my $r = \vec($bits, 0, 8);
