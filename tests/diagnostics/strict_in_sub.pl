use strict;
my $n = 1;
sub f { return $z }
