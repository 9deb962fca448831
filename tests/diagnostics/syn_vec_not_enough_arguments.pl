use strict;
my $bits = "";
print vec($bits, 1);
