use strict;
my $n = 1;
my $x = (1, 2, 3)[1];
