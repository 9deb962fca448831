use strict;
my $x = 1;
my $r = [1, 2];
