# An element far past the end of the string asks for memory that cannot be had:
# perl's "Out of memory!" and exit status 1, which no eval catches.
use strict;
use warnings;

my $v = "abc";
print "before\n";
eval { vec($v, 9223372036854775807, 8) = 1 };
print "not reached: $@\n";
