use strict;
my $x = 1;
print qw(a b;
