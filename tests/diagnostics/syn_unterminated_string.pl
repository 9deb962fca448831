use strict;
my $x = 1;
print "hello $x;
