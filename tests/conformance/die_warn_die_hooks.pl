use strict; use warnings;
local $SIG{__WARN__} = sub { print "caught warning: $_[0]" };
warn "first\n";
my $x; my $y = $x + 1;
{
    local $SIG{__DIE__} = sub { print "die hook saw: $_[0]" };
    eval { die "oops\n" };
    print "after eval: $@";
}
eval { die "again\n" };
warn;
print "end\n";
