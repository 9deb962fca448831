use strict;
my @a = (1);
print "x: $a[0][1]\n";
