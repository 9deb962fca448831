use strict;
my $n = 1;
open(my $fh, "<:encoding(latin1)", "x.txt");
