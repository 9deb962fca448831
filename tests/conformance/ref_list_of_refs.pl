use strict;
use warnings;

# \(LIST) makes a list of references to each element of the list.
my ($x, $y, $z) = (1, 2, 3);
my @refs = \($x, $y, $z);
print "count: ", scalar(@refs), " kinds: ", join(",", map { ref } @refs), "\n";
${ $refs[$_] } *= 10 for 0 .. 2;
print "scaled: $x $y $z\n";

# \(@array) gives refs to each element, not one array ref
my @a = (10, 20, 30);
my @er = \(@a);
print "refs to elements: ", scalar(@er), " ", ref($er[0]), "\n";
${ $er[0] } = 11;
${ $er[-1] }++;
print "a now: @a\n";

# with more than one item, an array in the list is referenced whole
my @mixed = \(my $s, @a);
print "mixed: ", scalar(@mixed), " ", join(",", map { ref } @mixed), "\n";

# the list form equals the distributed form
my ($p, $q) = \($x, $y);
print "distributed: ", ($p == \$x ? "same" : "diff"), " ", ($q == \$y ? "same" : "diff"), "\n";

# refs to the loop of a swap
sub swap { my ($l, $r) = @_; ($$l, $$r) = ($$r, $$l) }
swap(\($x, $y));
print "swapped: $x $y\n";
