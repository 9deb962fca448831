use strict;
my $x = 1;
print "y\n" if $x xor 0;
