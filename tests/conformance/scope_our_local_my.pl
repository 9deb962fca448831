use strict;
use warnings;

# our, local and my side by side: which $x does each piece of code see?
our $x = "global";
my $report = sub { return "x=$main::x" };

sub show { return "show sees $x" }   # the package variable

{
    my $x = "lexical";
    print "inner block: $x; ", show(), "; ", $report->(), "\n";
    {
        local $main::x = "localized";
        print "nested: $x; ", show(), "\n";
    }
    print "after nested: ", show(), "\n";
}
print "outside: $x\n";

sub dyn { local $x = "dyn-$_[0]"; return inner_call() }
sub inner_call { return "inner sees $x" }
print dyn(1), "; then ", inner_call(), "\n";

# our re-declared in an inner scope still names the same package variable
our $counter = 0;
sub add_one { our $counter; $counter++ }
add_one() for 1 .. 3;
print "counter: $counter $main::counter\n";

# a my variable hides our until the block ends
our $name = "pkg";
{
    my $name = "lex";
    print "hidden: $name, qualified: $main::name\n";
}
print "after: $name\n";

# local on a variable that was undefined restores undef
our $maybe;
sub set_maybe { local $maybe = "temp"; return defined $maybe ? $maybe : "undef" }
print "during: ", set_maybe(), ", after: ", (defined $maybe ? $maybe : "undef"), "\n";

# local inside a loop is restored every iteration
our $level = 0;
for my $i (1 .. 3) {
    local $level = $level + $i;
    print "iteration $i level $level\n";
}
print "level after loop: $level\n";

# local in recursion: each frame sees its own value, restored on return
our $depth = 0;
sub recurse {
    my $n = shift;
    local $depth = $depth + 1;
    my $here = "depth $depth";
    return $n == 0 ? $here : "$here > " . recurse($n - 1);
}
print recurse(3), "; finally depth $depth\n";

# package variables in two packages with the same name
package Other;
our $x = "other's x";
sub get { return $x }
package main;
print "main: $x, other: $Other::x, via sub: ", Other::get(), "\n";
