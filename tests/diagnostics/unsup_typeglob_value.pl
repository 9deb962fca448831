use strict;
my $n = 1;
my $g = *STDOUT;
