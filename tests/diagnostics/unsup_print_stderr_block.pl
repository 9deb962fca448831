use strict;
my $n = 1;
print {*STDERR} "x\n";
