use strict;
my @a = (1, 2);
splice(@a, 0, 1);
