use strict;
my $r;
print $r->[0];
