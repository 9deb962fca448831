use strict;
my $n = 1;
print "\x{263A}\n";
