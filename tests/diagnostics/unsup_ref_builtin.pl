use strict;
my $n = 1;
print ref($n), "\n";
