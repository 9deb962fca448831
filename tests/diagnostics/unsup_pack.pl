use strict;
my $n = 1;
my $b = pack("N", $n);
