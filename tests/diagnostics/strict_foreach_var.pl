use strict;
my $n = 1;
for $i (1..3) { print $i; }
