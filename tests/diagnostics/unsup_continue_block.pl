use strict;
my @a = (1);
foreach my $x (@a) { print $x } continue { print "\n" }
