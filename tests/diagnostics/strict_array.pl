use strict;
my $n = 0;
push @x, 1;
