use strict;
my $n = 1;
vec("abc", 0, 8) = 1;
