use strict;
use warnings;

# Every form of splice, its return value in list and scalar context.
sub show { return "[" . join(",", @_) . "]" }
my @a;

@a = (1 .. 8);
my @r = splice(@a, 2, 3);
print "remove 3 at 2: ", show(@r), " left ", show(@a), "\n";

@a = (1 .. 8);
@r = splice(@a, 5);
print "remove from 5 to end: ", show(@r), " left ", show(@a), "\n";

@a = (1 .. 8);
@r = splice(@a, -3);
print "remove last 3: ", show(@r), " left ", show(@a), "\n";

@a = (1 .. 8);
@r = splice(@a, -4, 2);
print "negative offset, length 2: ", show(@r), " left ", show(@a), "\n";

@a = (1 .. 8);
@r = splice(@a, 1, -2);
print "negative length keeps 2 at end: ", show(@r), " left ", show(@a), "\n";

@a = (1 .. 5);
splice(@a, 2, 0, "x", "y");
print "insert without removing: ", show(@a), "\n";

@a = (1 .. 5);
@r = splice(@a, 1, 2, "A", "B", "C");
print "replace 2 with 3: ", show(@r), " -> ", show(@a), "\n";

@a = (1 .. 5);
splice(@a, 1, 3, "only");
print "replace 3 with 1: ", show(@a), "\n";

@a = (1 .. 5);
splice(@a, scalar(@a), 0, 6, 7);
print "append at end: ", show(@a), "\n";
splice(@a, 0, 0, 0);
print "prepend: ", show(@a), "\n";

@a = (1 .. 5);
@r = splice(@a);
print "remove all: ", show(@r), " left ", show(@a), "\n";

@a = qw(a b c d);
my $last = splice(@a, 1, 2);
print "scalar context returns last removed: $last, left ", show(@a), "\n";
my $none = splice(@a, 1, 0);
print "nothing removed in scalar context: ", (defined $none ? $none : "undef"), "\n";

# splice on an array reference and inside a loop
my $ref = [1 .. 10];
my @chunks;
while (my @chunk = splice(@$ref, 0, 3)) { push @chunks, show(@chunk) }
print "chunks: @chunks\n";

# removing matching elements by index from the end
my @list = qw(keep drop keep drop drop keep);
for my $i (reverse 0 .. $#list) {
    splice(@list, $i, 1) if $list[$i] eq 'drop';
}
print "filtered: ", show(@list), "\n";

# insert in sorted position
my @sorted = (10, 20, 30, 40);
for my $new (25, 5, 45) {
    my $pos = 0;
    $pos++ while $pos < @sorted && $sorted[$pos] < $new;
    splice(@sorted, $pos, 0, $new);
}
print "sorted inserts: ", show(@sorted), "\n";
