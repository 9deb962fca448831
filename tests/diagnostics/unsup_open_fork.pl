use strict;
my $n = 1;
my $pid = open(my $fh, "-|");
