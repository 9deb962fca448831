# Importing names POSIX does not export stops compilation as Exporter does.
use strict;
use warnings;
use POSIX qw(floor nosuch ceil tolower);

print "not reached\n";
