use strict;
my $x = 1;
print(($x + 2);
print "done\n";
