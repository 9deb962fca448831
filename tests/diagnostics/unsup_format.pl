use strict;
my $n = 1;
format STDOUT =
.
