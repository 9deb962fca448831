use strict;
my $n = 1;
my $io = *STDERR{IO};
