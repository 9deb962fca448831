use strict;
my $n = 1;
print rand(10), "\n";
