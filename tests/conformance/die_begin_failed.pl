# A BEGIN block that dies ends the program as perl's compilation ends: the message, then
# "BEGIN failed--compilation aborted at FILE line N." with N the line of the block's
# closing brace, status 255; $SIG{__DIE__} sees both messages; END blocks compiled before
# it still run; statements after it never run. A BEGIN that does not die leaves $@ empty.
use strict;
use warnings;

END { print "end block\n" }
BEGIN { $@ = "left over" }
BEGIN { print "first BEGIN, \$@ is [$@]\n" }
BEGIN {
    eval { die "inner\n" };
    print "caught inside: $@";
}
BEGIN { print "after it, \$@ is [$@]\n" }
BEGIN { $SIG{__DIE__} = sub { print "hook: $_[0]" } }
print "never printed\n";
BEGIN {
    my $x = 1;
    die "boom: $x\n"
        if $x;
}
print "never printed either\n";
