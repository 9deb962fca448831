# Fatal warnings are refused (compiled as plain warnings they would not die).
use strict;
use warnings FATAL => "all";
my $x;
print "a" . $x, "\n";
