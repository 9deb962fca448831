use strict;
use warnings;

# The texts die and warn produce: default messages, appended locations, lists, numbers.
$SIG{__WARN__} = sub { print "W: $_[0]" };

warn "with newline\n";
warn "without newline";
warn "several ", "parts ", 42, "\n";
warn 3.5;
warn "";
warn;
my @list = ("from", "an", "array");
warn @list;
warn "multi\nline\n";
warn "multi\nline no end";
warn "\n";

for my $thing ("with newline\n", "without", "", 0, "0", 17, "a\nb") {
    eval { die $thing };
    (my $shown = $@) =~ s/\n/\\n/g;
    print "die(", ($thing =~ s/\n/\\n/gr), "): $shown\n";
}

eval { die "a", "b", "c" };
print "die list: $@";
eval { die };
print "bare die: $@";
eval { die "number ", 1 + 1, "\n" };
print "die with expression: $@";

# the location is that of the statement start, also inside subs and loops
sub thrower { die "thrown from sub" }
eval { thrower() };
print "from sub: $@";
for my $i (1 .. 2) {
    eval { die "loop $i" };
    print "in loop: $@";
}
eval {
    my $v = 1;
    die "after a few lines"
        . " joined";
};
print "multi-line: $@";

# warn returns true and the program continues
my $r = warn "returning\n";
print "warn returned: $r\n";

# $SIG{__WARN__} receiving a warning that already has a location keeps it unchanged
warn "already located at somewhere line 99.\n";
