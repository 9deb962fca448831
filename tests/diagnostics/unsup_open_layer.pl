use strict;
my $n = 1;
open(my $fh, "<:encoding(UTF-8)", "x.txt");
