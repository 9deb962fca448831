use strict;
my $s = 'abc;
print $s;
