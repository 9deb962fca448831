use strict;
my $n = 1;
eval { $n = 2 };
