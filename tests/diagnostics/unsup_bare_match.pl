use strict;
my $s = "abc";
print "yes\n" if /b/;
