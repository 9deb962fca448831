use strict;
my $bits = "A";
vec($bits, 0, 8) =~ s/6/7/;
