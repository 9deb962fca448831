use strict;
use warnings;

# Lexical scoping: shadowing in nested blocks, my in conditions, do blocks, bare blocks.
my $v = "outer";
{
    my $v = "block";
    {
        my $v = "inner";
        print "innermost: $v\n";
    }
    print "middle: $v\n";
}
print "outermost: $v\n";

# a my declared in an if condition is visible in every branch, not after
if ((my $n = 7) > 10) {
    print "big $n\n";
} elsif ($n > 5) {
    print "medium $n\n";
} else {
    print "small $n\n";
}

# my in a while condition gets a new value each test
my @data = (5, 0, 3);
my $i = 0;
while (defined(my $d = $data[$i++])) { print "d=$d "; }
print "\n";

# a my in the statement is not visible in the same statement's initialiser
my $x = 10;
{
    my $x = $x + 1;    # the right-hand $x is the outer one
    print "shadow init: $x\n";
}
print "outer x: $x\n";

# do blocks return their last value and have their own scope
my $res = do { my $tmp = 6; $tmp * 7 };
print "do block: $res\n";
my @lst = do { my @t = (1, 2); (@t, 3) };
print "do list: @lst\n";

# bare blocks as a scope for temporaries, and last inside a bare block
my $found;
{
    for my $c (qw(a b c d)) {
        if ($c eq 'c') { $found = $c; last }
    }
    last unless $found;
    $found .= "!";
}
print "found: $found\n";

# closures capture the variable of the right scope
my @subs;
{
    my $shared = 1;
    push @subs, sub { $shared++ };
    {
        my $shared = 100;
        push @subs, sub { $shared++ };
    }
}
print "closures: ", join(" ", map { $_->() } @subs, @subs), "\n";

# a variable declared in a loop body is fresh each iteration
my @refs;
for (1 .. 3) { my @fresh = ($_); push @refs, \@fresh }
print "fresh arrays: ", join(" ", map { "@$_" } @refs), ", distinct: ", ($refs[0] != $refs[1] ? 1 : 0), "\n";

# unless/else scope and the ternary
unless (my $m = $data[1]) { print "unless saw $m\n" } else { print "else saw $m\n" }

# my with a list in one declaration, some undef
my ($p, $q, @rest) = (1);
print "p=$p q=", (defined $q ? $q : "undef"), " rest=", scalar(@rest), "\n";
