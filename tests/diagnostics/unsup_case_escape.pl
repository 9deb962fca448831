use strict;
my $n = "abc";
print "\u$n\n";
