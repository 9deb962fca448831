# BEGIN, UNITCHECK, CHECK, INIT and END blocks of the program and of the modules it
# uses run in perl's order: UNITCHECK when each file is compiled (last first), CHECK
# after the whole compilation (last first), INIT before the run (first first), with
# ${^GLOBAL_PHASE} as perl sets it; caller names the blocks.
use strict;
use warnings;
use lib 'lib';
my $count = 0;
print "main: first statement (${^GLOBAL_PHASE}), count $count\n";
BEGIN { print "main: BEGIN 1\n" }
INIT { $count++; print "main: INIT 1 (${^GLOBAL_PHASE}) in ", (caller(0))[3], "\n" }
CHECK { print "main: CHECK 1 (${^GLOBAL_PHASE}) in ", (caller(0))[3], "\n" }
UNITCHECK { print "main: UNITCHECK 1 (${^GLOBAL_PHASE})\n" }
use Phases::Outer;
END { print "main: END (${^GLOBAL_PHASE}), count $count\n" }
package Other {
    INIT { print "Other: INIT in package ", __PACKAGE__, "\n" }
    CHECK { print "Other: CHECK\n" }
}
sub later { INIT { print "main: INIT inside a sub\n" } return "later" }
BEGIN { print "main: BEGIN 2\n" }
print "main: last statement, ", later(), ", count $count\n";
