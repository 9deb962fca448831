use strict;
my @a = (3, 1, 2);
my @b = sort { $a <=> $b } @a;
