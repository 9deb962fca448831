use strict;
my $x = 6;
print ~$x, "\n";
