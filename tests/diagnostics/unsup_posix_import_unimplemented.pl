use strict;
my $n = 1;
use POSIX qw(floor atexit);
