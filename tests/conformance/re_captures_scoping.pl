use strict;
use warnings;

# Dynamic scoping of capture variables.

# 1. A failed match leaves the previous captures in place.
"first 111" =~ /(\d+)/;
print "after success: $1\n";
"no digits here" =~ /(\d+)/;
print "after failed match: $1\n";

# 2. Captures set inside a block are restored when the block exits.
"outer 42" =~ /(\d+)/;
{
    "inner 99" =~ /(\d+)/;
    print "inside block: $1\n";
}
print "after block: $1\n";

# 3. if-blocks: the condition's match is visible in both branches and is
#    scoped to the enclosing block of the if statement.
"outer AAA" =~ /([A-Z]+)/;
if ("cond BBB" =~ /([A-Z]+)/) {
    print "in if body: $1\n";
}
print "after if: $1\n";

# 4. Subroutines get their own scope; the caller's captures are untouched.
sub parse_num {
    my ($s) = @_;
    return $s =~ /(\d+)/ ? $1 : "none";
}
"caller 7" =~ /(\d)/;
my $got = parse_num("value 123");
print "sub returned $got, caller still sees $1\n";

# 5. A sub sees the caller's captures if it does not match itself.
sub show_caller_capture { return "sub sees $1" }
"xyz 55" =~ /(\d+)/;
print show_caller_capture(), "\n";

# 6. Loops: each iteration is a block; captures from the last iteration
#    do not leak out of the loop.
"before loop" =~ /(\w+)/;
for my $w (qw(red green blue)) {
    $w =~ /^(\w)/;
    print "iteration initial: $1\n";
}
print "after loop: $1\n";

# 7. while loop with a failing match inside keeps the previous iteration's value
#    only within the same iteration.
my @items = ("a=1", "junk", "b=2");
for my $it (@items) {
    if ($it =~ /^(\w)=(\d)$/) {
        print "pair $1 -> $2\n";
    } else {
        print "no pair in '$it'\n";
    }
}

# 8. Captures copied into lexicals survive any later match.
my ($saved) = "keep_this" =~ /^(\w+)/;
"other" =~ /(o)/;
print "saved=$saved current=$1\n";

# 9. Nested blocks restore in order.
"L0" =~ /(L\d)/;
{
    "L1" =~ /(L\d)/;
    {
        "L2" =~ /(L\d)/;
        print "depth 2: $1\n";
    }
    print "depth 1: $1\n";
}
print "depth 0: $1\n";

# 10. eval blocks are blocks too.
"E0" =~ /(E\d)/;
eval { "E1" =~ /(E\d)/; print "in eval: $1\n"; die "oops\n" };
my $err = $@;
chomp $err;
print "after eval ($err): $1\n";
