use strict;
my $x = 1;
my $r = \$x;
