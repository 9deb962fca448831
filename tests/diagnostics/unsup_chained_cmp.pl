use strict;
my $n = 2;
print "in\n" if 1 < $n < 3;
