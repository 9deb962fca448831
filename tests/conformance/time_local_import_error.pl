# Time::Local exports only its own names.
use strict;
use Time::Local qw(timegm timelocal_posix strftime);

print "not reached\n";
