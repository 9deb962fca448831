use strict;
my $n = 1;
print "y" if m{abc};
