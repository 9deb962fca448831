use strict;
my $s = "abc";
print "y\n" if $s =~ /b/q;
