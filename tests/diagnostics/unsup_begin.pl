use strict;
my $n = 1;
BEGIN { $n = 2 }
