use strict;
my $n = 1;
my $v = eval "1 + 1";
