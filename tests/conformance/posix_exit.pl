# POSIX::_exit ends the process at once: no END blocks, buffered output is lost.
use strict;
use warnings;
use POSIX ();

END { print STDERR "END block\n" }
$| = 1;
print "flushed\n";
$| = 0;
print "still buffered, so lost\n";
print STDERR "before _exit\n";
POSIX::_exit(3);
print "not reached\n";
