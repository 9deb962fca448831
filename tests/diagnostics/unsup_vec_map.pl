use strict;
my $bits = "A";
my @v = map { $_ * 2 } vec($bits, 0, 8);
