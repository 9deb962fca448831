use strict;
my $n = 1;
system("true");
