use strict;
my $n = 1;
print $n << 2;
