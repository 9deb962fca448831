use strict;
my ($x, $y) = (1, 2);
print $x == $y
  cmp "1";
