use strict;
my $n = 1;
my $v = 1.2.3;
