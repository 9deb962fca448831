# $@ is the empty string when the program starts, and an eval at compile time
# leaves nothing in it for the run.
use strict;
use warnings;

BEGIN { eval { die "failed while compiling\n" }; }
CHECK { print "CHECK sees [$@]\n" }
INIT  { print "INIT sees [$@]\n" }

print "at start: [$@]\n";
print "defined: ", (defined $@ ? "yes" : "no"), "\n";
print "length: ", length($@), "\n";
print "false: ", ($@ ? "no" : "yes"), "\n";

eval { die "oops\n" };
print "after die: $@";
eval { 1 };
print "after success: [$@] defined=", (defined $@ ? 1 : 0), "\n";
