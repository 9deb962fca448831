use strict;
my $bits = "A";
for (vec($bits, 0, 8)) { $_++ }
