use strict;
my $n = 1;
my $v = v1.2.3;
