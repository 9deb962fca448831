use strict;
my $bits = "\x01";
sub flip { $_[0] = 1 - $_[0] }
flip(vec($bits, 0, 1));
