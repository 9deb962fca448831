use strict;
my $n = 1;
print $1, "\n";
