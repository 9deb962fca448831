use strict;
use warnings;

# $SIG{__WARN__} and $SIG{__DIE__}: what the hooks receive and what they can change.
my @warnings;
{
    local $SIG{__WARN__} = sub { push @warnings, $_[0] };
    warn "first\n";
    warn "second";
    my $undef;
    my $sum = 1 + $undef;
    warn "list ", "of ", "parts\n";
}
print scalar(@warnings), " warnings captured:\n", map { "  $_" } @warnings;

# a warn hook can rewrite and re-emit to STDOUT
{
    local $SIG{__WARN__} = sub { my $m = shift; chomp $m; print "[WARN] $m\n" };
    warn "disk almost full\n";
    warn "no newline";
}

# the die hook sees the message before eval catches it
{
    my @seen;
    local $SIG{__DIE__} = sub { push @seen, "hook: $_[0]" };
    eval { die "caught later\n" };
    print "eval got: $@";
    print @seen;
}

# a die hook can replace the exception by dying with a new one
{
    local $SIG{__DIE__} = sub { die "wrapped(" . ($_[0] =~ s/\n//r) . ")\n" };
    eval { die "inner\n" };
    print "replaced: $@";
}

# a die hook that turns string errors into structured ones
{
    local $SIG{__DIE__} = sub { my $e = shift; die ref $e ? $e : { msg => ($e =~ s/ at \S+ line \d+\.\n//r) } };
    eval { die "structured" };
    print "structured: ", ref($@), " msg=$@->{msg}\n";
    eval { die { msg => "already" } };
    print "already a ref: $@->{msg}\n";
}

# the die hook also sees runtime errors
{
    my $hooked = "";
    local $SIG{__DIE__} = sub { $hooked = $_[0] };
    my $z = 0;
    eval { my $x = 1 / $z };
    print "runtime error seen by hook: $hooked";
}

# hooks are restored after the local scope
print "warn hook restored: ", (defined $SIG{__WARN__} ? "defined" : "undef"), "\n";

# warnings from inside a die hook do not recurse; warn inside the warn hook goes to STDERR
{
    local $SIG{__WARN__} = sub { print "hook got: $_[0]"; warn "from inside the hook\n" };
    warn "outer\n";
}

# a named sub as a hook
sub log_warning { print "named hook: $_[0]" }
{
    local $SIG{__WARN__} = \&log_warning;
    warn "via named sub\n";
}

# with no hook, warn goes to STDERR
warn "plain warning to stderr\n";
print "done\n";
