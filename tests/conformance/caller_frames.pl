# caller(N) through eval blocks, recursion, dispatch tables and method chains: a
# stack walk, and the frames seen after a die is caught.
use strict;
use warnings;

sub stack {
    my @out;
    my $i = 1;
    while (1) {
        my ($pkg, $file, $line, $sub, $hasargs, $want) = caller($i++);
        last unless defined $pkg;
        $want = defined $want ? ($want ? 'list' : 'scalar') : 'void';
        push @out, "$sub\@$line($pkg,$want," . ($hasargs ? 'args' : 'noargs') . ")";
    }
    return join(" <- ", @out) || '(top)';
}

print "top: ", stack(), "\n";

sub rec {
    my $n = shift;
    return stack() if $n == 0;
    return rec($n - 1);
}
print "rec: ", rec(3), "\n";

# eval blocks are frames named (eval), with hasargs 0.
sub in_eval {
    my $r = eval { stack() };
    return $r;
}
print "eval: ", in_eval(), "\n";
my $top_eval = eval { eval { stack() } };
print "nested evals: $top_eval\n";
my @in_list = eval { (stack()) };
print "eval in list: @in_list\n";
eval { print "eval frame: ", join("|", map { defined $_ ? $_ : 'undef' } (caller(0))[0 .. 5]), "\n" };

# After a die is caught, the frames it left are gone.
sub dies { die "oops\n" }
sub catcher {
    eval { dies() };
    print "caught: $@";
    return stack();
}
print "after catch: ", catcher(), "\n";

# Calls through code references and a dispatch table.
my %dispatch = (
    show => sub { stack() },
    named => \&named,
);
sub named { stack() }
print "dispatch anon: ", $dispatch{show}->(), "\n";
print "dispatch named: ", $dispatch{named}->(1), "\n";

# Methods, inherited methods and class methods.
package Animal;
sub new { my ($class, %a) = @_; return bless {%a}, $class }
sub speak { my $self = shift; return $self->sound . " from " . main::stack() }
sub sound { 'generic' }
package Dog;
our @ISA = ('Animal');
sub sound { 'woof' }
package main;
print "method: ", Dog->new(name => 'rex')->speak, "\n";
print "class method: ", Animal->can('speak') ? 'can' : 'cannot', "\n";

# caller in a sub called from a package block inside a sub.
sub outer_pkg {
    package Inside;
    return main::stack();
}
print "package in sub: ", outer_pkg(), "\n";

# A sub called in each context, from a loop.
for my $k (1 .. 2) {
    my @l = named();
    my $s = named();
    print "loop $k: $l[0] / $s\n";
}

# Hooks are called like subs from where the warning or error happened.
{
    local $SIG{__WARN__} = sub { print "warn hook: ", join("|", (caller(0))[0 .. 3]), " / ", stack(), "\n" };
    sub warns { warn "careful\n" }
    warns();
}

# END blocks are called from nowhere: package main, line 0.
package Later;
END { print "END: ", join("|", (caller(0))[0 .. 3]), "\n" }
