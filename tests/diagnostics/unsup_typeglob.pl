use strict;
my $n = 1;
*foo = *bar;
