use strict;
my $n = 1;
print "list: @items\n";
