package Phases::Outer;
use strict;
use warnings;
my $lexical = "Outer's file lexical";
UNITCHECK { print "Outer: UNITCHECK 1\n" }
use Phases::Inner;
UNITCHECK { print "Outer: UNITCHECK 2, Inner says: $Phases::Inner::seen\n" }
INIT { print "Outer: INIT sees ", defined $lexical ? $lexical : "undef", "\n" }
CHECK { print "Outer: CHECK\n" }
print "Outer: body\n";
sub import { print "Outer: import from ", scalar caller, "\n" }
1;
