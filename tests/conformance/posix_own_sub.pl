# A sub of the program's own with the name of a POSIX export replaces the import (also
# for calls above its definition); POSIX::NAME still reaches POSIX.
use strict;
use warnings;
use POSIX;

print pause_for(2), "\n";
print clock(), "\n";
sub clock { return "mine" }
sub pause_for { return "pause $_[0]" }
print POSIX::floor(2.5), " ", floor(-2.5), "\n";
print POSIX::ceil(2.5), "\n";
