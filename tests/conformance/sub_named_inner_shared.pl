use strict;
use warnings;

# A named sub nested in another sub captures the outer lexical only once
# ("Variable will not stay shared"); an anonymous sub captures it fresh every call.
sub outer {
    my $x = shift;
    sub inner { return $x }
    return inner();
}
print "named inner: ", outer(1), outer(2), outer(3), "\n";

sub outer_anon {
    my $x = shift;
    my $inner = sub { return $x };
    return $inner->();
}
print "anonymous inner: ", outer_anon(1), outer_anon(2), outer_anon(3), "\n";

# a file-level lexical is shared normally by named subs
my $count = 0;
sub bump { $count++ }
bump() for 1 .. 3;
print "file-level shared: $count\n";

# a named sub inside a loop body also sees only the first instance
my @seen;
for my $i (1 .. 3) {
    my $v = $i * 10;
    sub peek { return defined $v ? $v : "undef" }
    push @seen, peek();
}
print "named sub in loop: @seen\n";
