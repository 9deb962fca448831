# A signal handler runs with its own signal blocked, as perl's despatch_signals blocks
# it: the same signal sent from inside the handler waits for the handler to end instead
# of nesting (a handler that re-sends its signal forever used to recurse until the
# stack overflowed). A die in a handler is caught there and thrown again from the
# interrupted code, so $SIG{__DIE__} sees it twice, as in perl.
use strict;
use warnings;

my @log;
$SIG{USR1} = sub { push @log, "enter"; kill USR1 => $$ if @log < 2; push @log, "leave" };
kill USR1 => $$;
print "@log\n";

my $n = 0;
$SIG{USR1} = sub { $n++; kill USR1 => $$ if $n < 2 };
kill USR1 => $$;
print "n=$n\n";

my $m = 0;
# Two sent while it is blocked are one pending signal.
$SIG{USR2} = sub { $m++; kill USR2 => $$ if $m < 2; kill USR2 => $$ if $m == 1 };
kill USR2 => $$;
print "m=$m\n";

{
    my $hooks = 0;
    local $SIG{__DIE__} = sub { $hooks++; print "hook: ", ref $_[0] ? ref $_[0] : $_[0] };
    $SIG{USR1} = sub { die "sig\n" };
    eval { kill USR1 => $$ };
    print "caught $@";
    eval { kill USR1 => $$; 1 } or print "again $@";
    package Err { sub new { bless { msg => $_[1] }, $_[0] } }
    $SIG{USR1} = sub { die Err->new("obj") };
    eval { kill USR1 => $$; 1 } or print "\ncaught ", ref $@, " $@->{msg}\n";
    my $r = eval {
        local $SIG{ALRM} = sub { die "timeout\n" };
        alarm 1;
        my $i = 0;
        while (1) { $i++ }
        1;
    };
    print "r=", defined $r ? $r : "undef", " err=$@hooks=$hooks\n";
}

my @trace;
$SIG{USR2} = sub { push @trace, "h"; die "inner\n" };
for my $k (1 .. 3) {
    eval { eval { kill USR2 => $$ }; push @trace, "e$k:$@" };
}
print join(",", map { s/\n//r } @trace), "\n";
