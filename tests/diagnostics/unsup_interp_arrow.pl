use strict;
my $r;
print "x: $r->[0]\n";
