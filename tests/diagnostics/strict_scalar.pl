use strict;
my $y = 1;
$x = 2;
print "$y\n";
