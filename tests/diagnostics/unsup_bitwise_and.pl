use strict;
my $x = 6;
print $x & 3, "\n";
