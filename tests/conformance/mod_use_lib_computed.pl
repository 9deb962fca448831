# use lib with a list computed at BEGIN time ("$FindBin::Bin/...", a BEGIN-set
# variable, a function's result) and BEGIN blocks that change @INC: the modules are
# found where perl finds them, and @INC is what lib.pm makes of it (each path in
# front, later duplicates removed, PATH/5.36.0 before PATH when it is a directory,
# the warnings lib.pm carps, `no lib` taking every instance out).
use strict;
use warnings;
use FindBin;
use File::Basename qw(dirname);

my $base;
BEGIN { $base = "incdirs" }
use lib "$FindBin::Bin/$base/two";
use Where::Two;
print "Two from $Where::Two::FROM\n";

use lib dirname(__FILE__) . "/incdirs/one";
use Where::Am;
print "Am from $Where::Am::FROM\n";

use lib map { "incdirs/$_" } qw(three);
use Where::Ver;
print "Ver from $Where::Ver::FROM\n";

BEGIN { push @INC, "incdirs/nowhere"; unshift @INC, "incdirs/four" }
use Where::Begin;
print "Begin from $Where::Begin::FROM\n";

sub show { print join(" ", map { s{^\Q$FindBin::Bin\E/}{BIN/}r } grep { !m{^/(usr|etc)/} } @INC), "\n" }
BEGIN { print "at BEGIN: "; show() }
show();

use lib "";
use lib "mod_use_lib_computed.pl";
use lib qw(incdirs/one incdirs/one incdirs/two);
show();
no lib "incdirs/one", "incdirs/three";
show();
BEGIN { print "hook-free: ", (grep { ref } @INC) ? "no" : "yes", "\n" }
print "keys: ", join(",", grep { /^(lib|Where\/\w+)\.pm$/ } sort keys %INC), "\n";
print "Am file: ", $INC{"Where/Am.pm"} =~ s{^\Q$FindBin::Bin\E/}{BIN/}r, "\n";
use lib ".//incdirs/four//";
require Where::Four;
print "Four file: $INC{'Where/Four.pm'}\n";
