use strict;
my $x;
$x = ;
