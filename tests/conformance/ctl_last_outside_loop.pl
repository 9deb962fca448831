use strict;
use warnings;

# A `last` with no loop to leave is a run-time error, which eval catches; the search
# warns for each sub and eval it looks through.
sub leave { last }
sub leave_label { next NOWHERE }

eval { leave() };
print "caught: $@";
eval { leave_label() };
print "caught: $@";

# A loop that is running, but with another label, does not count.
THERE: for my $i (1 .. 2) {
    eval { leave_label() };
    print "in THERE: $@";
}

# A sort block is a barrier: its `last` cannot reach the loop around the sort.
for my $round (1 .. 2) {
    my @s = eval { sort { last; $a <=> $b } 3, 1, 2 };
    print "round $round: $@";
}
sub by_num { last }
for my $round (1 .. 2) {
    my @s = eval { sort by_num 3, 1, 2 };
    print "named round $round: $@";
}

# Uncaught, it ends the program with perl's status.
print "before\n";
leave();
print "not reached\n";
