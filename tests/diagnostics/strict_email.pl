use strict;
my $n = 1;
print "user@example.com\n";
