# Names List::Util does not export stop the program at compile time, as Exporter does.
use strict;
use warnings;
use List::Util qw(sum max foo bar);
print "never\n";
