use strict;
my $n = 1;
my @k = (a => 1, b);
