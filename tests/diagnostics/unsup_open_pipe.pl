use strict;
my $n = 1;
open(my $fh, "-|", "ls");
