use strict;
my $n = 1;
print -M "x.txt";
