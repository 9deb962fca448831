use strict;
use warnings;

# An uncaught runtime error in a nested call: stdout so far is flushed, the message
# names the line of the failing statement, and the exit status is 255.
my %registry = (
    users  => [qw(ann bob)],
    groups => undef,
);

sub count_of {
    my $what = shift;
    my $list = $registry{$what};
    return scalar @$list;
}

sub report {
    for my $k (@_) {
        print "$k: ", count_of($k), "\n";
    }
}

print "starting report\n";
report("users");
report("users",
       "groups",
       "never reached");
print "not printed\n";
