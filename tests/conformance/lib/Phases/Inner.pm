package Phases::Inner;
use strict;
use warnings;
print "Inner: body starts (${^GLOBAL_PHASE})\n";
UNITCHECK { print "Inner: UNITCHECK (${^GLOBAL_PHASE})\n" }
BEGIN { print "Inner: BEGIN\n" }
INIT { print "Inner: INIT\n" }
CHECK { print "Inner: CHECK\n" }
END { print "Inner: END\n" }
our $seen = "set by Inner's body";
1;
