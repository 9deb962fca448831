use strict;
my $n = 1;
open(my $fh, "<", "x.txt");
