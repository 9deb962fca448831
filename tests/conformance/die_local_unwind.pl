use strict;
use warnings;

# local values are restored while die unwinds through any number of frames.
our $state = "idle";
our @stack = ("base");
our %flags = (verbose => 0);

sub deep {
    my $n = shift;
    local $state = "level $n";
    local $flags{verbose} = $n;
    push @stack, "frame$n";
    die "failed at $state (verbose $flags{verbose})\n" if $n == 3;
    deep($n + 1);
}

eval { deep(1) };
print "error: $@";
print "after unwind: state=$state verbose=$flags{verbose} stack=@stack\n";

# local arrays and hashes are restored too
sub replace_all {
    local @stack = ("temporary");
    local %flags = (other => 1);
    die "inside replace_all with @stack\n";
}
eval { replace_all() };
print "error: $@";
print "restored: stack=@stack flags=", join(",", map { "$_=$flags{$_}" } sort keys %flags), "\n";

# special variables localised in the failing frame
{
    local $, = "-";
    eval {
        local $, = "+";
        local $" = ":";
        my @a = (1, 2);
        die "separators were '$,' and '@a'\n";
    };
    print "inner: ", $@;
    print "outer", "separator", "\n";
}
print "default", "separator", "\n";

# a counter updated before the die keeps its change; the localised one does not
our $calls = 0;
our $depth = 0;
sub recurse_fail {
    my $n = shift;
    $calls++;
    local $depth = $depth + 1;
    die "bottom reached at depth $depth\n" if $n == 0;
    recurse_fail($n - 1);
}
eval { recurse_fail(4) };
print "error: $@";
print "calls=$calls depth=$depth\n";

# nested evals: each level restores its own locals
our $x = "outer";
eval {
    local $x = "level1";
    eval {
        local $x = "level2";
        die "in level2 x=$x\n";
    };
    print "caught in level1 with x=$x: $@";
    die "level1 fails with x=$x\n";
};
print "top with x=$x: $@";

# local in a loop that dies halfway
our $item = "none";
eval {
    for my $i (1 .. 5) {
        local $item = "item$i";
        die "stopped at $item\n" if $i == 3;
    }
};
print "error: $@";
print "item after loop: $item\n";
