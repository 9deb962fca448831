# An unknown tag, an unknown legacy foo_h name and a name not exported.
use strict;
use POSIX qw(:math_h :bogus other_h nosuch);

print "not reached\n";
