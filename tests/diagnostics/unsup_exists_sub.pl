use strict;
my $n = 1;
print "d\n" if defined &nosuch;
