use strict;
my $n = 1;
sub add($a, $b) { return $a + $b }
