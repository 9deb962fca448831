use strict;
my $n = 1;
print "x: ${\ $n}\n";
