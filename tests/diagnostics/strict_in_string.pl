use strict;
my $n = 1;
print "value: $value\n";
