use strict;
my $n = 1;
my @t = localtime();
