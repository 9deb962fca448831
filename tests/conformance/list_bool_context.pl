use strict;
use warnings;

# Arrays and hashes in boolean and numeric context.
my @empty;
my @one = (0);
my @many = (1 .. 4);
my %none;
my %some = (a => 1, b => 2, c => 3);

print "empty array is ", (@empty ? "true" : "false"), "\n";
print "array holding a false value is ", (@one ? "true" : "false"), "\n";
print "empty hash is ", (%none ? "true" : "false"), "\n";
print "hash is ", (%some ? "true" : "false"), "\n";
print "scalar(%some) = ", scalar(%some), ", scalar(%none) = ", scalar(%none), "\n";
print "keys count: ", scalar(keys %some), "\n";

print "unless empty: ", (!@empty ? "yes" : "no"), "; not many: ", (!@many ? "yes" : "no"), "\n";
print "numeric: ", @many + 0, " ", @many * 2, " ", @many - 1, "\n";
print "compare: ", (@many > 3 ? "more than 3" : "3 or fewer"), ", equal: ", (@many == 4 ? 1 : 0), "\n";
print "last index: $#many, of empty: $#empty\n";

my $count = @many;
my ($first) = @many;
print "count $count first $first\n";

# while (@queue) drains
my @queue = qw(x y z);
my @drained;
while (@queue) { push @drained, shift @queue }
print "drained: @drained, left: ", scalar(@queue), "\n";

# hash in boolean context after deletes
my %tmp = (k => 1);
delete $tmp{k};
print "after delete: ", (%tmp ? "true" : "false"), "\n";

# || and && on arrays return the count or the array contents depending on context
my $n = @empty || "default";
print "empty || default: $n\n";
my $m = @many && "has items";
print "many && text: $m\n";
my @fallback = @empty ? @empty : ("fallback");
print "ternary list: @fallback\n";

# scalar() forces the count inside a list
print "list with counts: ", join(",", scalar(@many), scalar(@empty), scalar(@one)), "\n";
print "interpolation count: ${\ scalar @many}\n";

# an array of one undef element is true; undef itself is false
my @u = (undef);
my $undef;
print "(undef) array: ", (@u ? "true" : "false"), "; undef scalar: ", ($undef ? "true" : "false"), "\n";

# grep in boolean context: any match
print "any even: ", ((grep { $_ % 2 == 0 } @many) ? "yes" : "no"), "; any > 10: ", ((grep { $_ > 10 } @many) ? "yes" : "no"), "\n";

# array functions return counts in scalar context
my $pushed = push @empty, 1, 2, 3;
my $unshifted = unshift @empty, 0;
print "push returned $pushed, unshift returned $unshifted\n";

# the truth of list assignment vs the assigned array
my @got;
my $ok = (@got = ());
print "assignment of empty list: ", ($ok ? "true" : "false"), " ($ok)\n";
