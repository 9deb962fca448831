use strict;
my $n = 1;
*{"main::foo"} = \&bar;
