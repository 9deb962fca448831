use strict;
my ($x, $y) = ("ab", "cd");
my $z = $x |. $y;
