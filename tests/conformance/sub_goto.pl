# goto &sub: the target runs in place of the sub, with its @_, in its caller's context.
use strict;
use warnings;

our $level = "outer";

sub target {
    my $cx = wantarray ? "list" : defined(wantarray) ? "scalar" : "void";
    print "target: args=(@_) level=$level context=$cx\n";
    $_[0] = "changed" if @_ && $_[0] eq "orig";
    return wantarray ? ("l1", "l2", "l3") : "s";
}

sub wrapper {
    local $level = "inner";
    my $first = shift;
    print "wrapper: took $first, level=$level\n";
    push @_, "added";
    goto &target;
}

# @_ changes are seen; aliases of the caller's arguments stay aliases.
my $x = "orig";
my @got = wrapper("first", $x, 42);
print "list: @got; x=$x\n";
my $s = wrapper("first", "lit");
print "scalar: $s\n";
wrapper("first");
print "void: done\n";

# The target's return value in each context, through two gotos.
sub hop2 { goto &target }
sub hop1 { goto &hop2 }
my @l = hop1("a");
my $one = hop1("b");
print "two hops: (@l) $one\n";

# A sub in another package.
package Other {
    sub greet { return "Other::greet(@_) from " . __PACKAGE__ }
}
sub to_other { goto &Other::greet }
print to_other("hi"), "\n";

# goto &$coderef to a closure, which keeps its captured variables.
sub make_counter {
    my $n = shift;
    return sub { $n += @_ ? $_[0] : 1; return "count=$n" };
}
my $counter = make_counter(10);
sub bump { goto &$counter }
print bump(), " ", bump(5), " ", bump(), "\n";

# goto &{"name"} (a symbolic reference, allowed under strict refs for goto).
sub by_name { my $name = shift; goto &{"main::$name"} }
print scalar(by_name("target", "sym")), "\n";
sub by_var { my $name = "target"; goto &$name }
print scalar(by_var("var")), "\n";
my $r = \&{"target"};
print "ref by name: ", ref($r), "\n";

# @_ replaced as a whole before the goto.
sub replaced { @_ = ("new", "list"); goto &target }
my @rl = replaced("old");
print "replaced: @rl\n";

# goto from inside loops and a map in the sub.
sub from_loops {
    for my $i (1 .. 3) {
        while (1) {
            goto &target if $i == 2;
            last;
        }
    }
    return "not reached";
}
print scalar(from_loops("loops")), "\n";
sub from_map {
    my @m = map { goto &target if $_ == 2; $_ * 10 } 1 .. 3;
    return "not reached";
}
print scalar(from_map("map")), "\n";
print "\$_ after map: ", defined $_ ? $_ : "undef", "\n";

# A sub called as &name; (no @_ of its own) hands the caller's @_ on.
sub shared { goto &target }
sub calls_shared { &shared; print "after: @_\n"; }
calls_shared("mine", "too");

# Tail recursion: a countdown through 100000 gotos.
sub countdown {
    my $n = $_[0];
    return "liftoff after $_[1]" if $n == 0;
    @_ = ($n - 1, $_[1] + 1);
    goto &countdown;
}
print countdown(100000, 0), "\n";

# Mutual recursion through code references.
my ($is_even, $is_odd);
$is_even = sub { return "even" if $_[0] == 0; $_[0]--; goto &$is_odd };
$is_odd = sub { return "odd" if $_[0] == 0; $_[0]--; goto &$is_even };
my $n = 100001;
print "100001 is ", $is_even->($n), "\n";
