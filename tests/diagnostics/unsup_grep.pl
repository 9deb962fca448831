use strict;
my @a = (1, 2);
my @b = grep { $_ > 1 } @a;
