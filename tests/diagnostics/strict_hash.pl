use strict;
my $n = 0;
$h{a} = 1;
