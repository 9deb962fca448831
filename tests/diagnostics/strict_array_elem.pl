use strict;
my @x = (1);
print $x[0] + $y[1], "\n";
