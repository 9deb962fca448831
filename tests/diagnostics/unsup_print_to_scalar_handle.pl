use strict;
my $x = 1;
my $y = 2;
print $x $y;
