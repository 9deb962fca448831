use strict;
use POSIX;
print &floor(1.5), "\n";
