use strict;
my $n = 1;
print "sum: @{[ $n + 1 ]}\n";
