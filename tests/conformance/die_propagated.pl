use strict;
use warnings;

# A bare die rethrows the current $@ with "...propagated at FILE line N." appended;
# the final uncaught die goes to STDERR and the program exits with 255.
eval { eval { die "original problem\n" }; die };
print "once: $@";

eval { eval { die "no newline" }; die };
print "without newline: $@";

eval { eval { eval { die "deep\n" }; die }; die };
print "twice: $@";

eval { eval { die { code => 7 } }; die };
print "ref rethrown as is: ", ref($@), " code $@->{code}\n";

# entering an eval clears $@, so a bare die there has nothing to propagate
eval { die "before\n" };
eval { die };
print "fresh eval: $@";

# die with an empty string also propagates
eval { eval { die "kept\n" }; die "" };
print "empty string: $@";

# warn without arguments after a failed eval mentions the error
local $SIG{__WARN__} = sub { print "warned: $_[0]" };
eval { die "for warn\n" };
warn;
eval { 1 };
warn;

print "about to fail for real\n";
eval { die "final reason\n" };
die;
