use strict;
use warnings;

# Array slices, hash slices, and assignment through slices.
my @a = qw(zero one two three four five);
print "slice: @a[1, 3, 5]\n";
print "range slice: @a[2 .. 4]\n";
print "negative: @a[-1, -2]\n";
print "mixed: @a[0, -1, 2]\n";
print "repeated index: @a[1, 1, 1]\n";
my @idx = (4, 0);
print "from array: @a[@idx]\n";
print "count of slice: ", scalar(my @s = @a[1 .. 3]), "\n";
my @past = @a[4 .. 7];
print "slice past end: ", join(",", map { defined $_ ? $_ : "undef" } @past), "; array still ", scalar(@a), "\n";

@a[0, 1] = @a[1, 0];
print "swapped: @a[0, 1]\n";
@a[1 .. 3] = qw(A B);
print "short assignment: ", join(",", map { defined $_ ? $_ : "undef" } @a), "\n";

my %h = (apple => "red", banana => "yellow", grape => "purple", lime => "green");
my @cols = @h{qw(apple lime)};
print "hash slice: @cols\n";
my @keys = ("banana", "grape");
print "hash slice by array: ", join(" ", @h{@keys}), "\n";
@h{qw(kiwi plum)} = qw(brown violet);
print "after slice assignment: ", join(" ", sort keys %h), "\n";
my ($x, $y) = @h{qw(apple missing)};
print "missing in slice: ", (defined $y ? $y : "undef"), "\n";
print "exists after reading slice: ", (exists $h{missing} ? 1 : 0), "\n";


# delete element by element
my @gone = map { delete $h{$_} } qw(kiwi plum);
print "deleted: @gone; left: ", join(" ", sort keys %h), "\n";

# slices of references
my $ar = [10 .. 20];
my $hr = { one => 1, two => 2, three => 3 };
print "ref slices: @{$ar}[0, -1] @$ar[2 .. 3] ", join(" ", @{$hr}{qw(one three)}, @$hr{'two'}), "\n";

# slice as an lvalue in foreach
my @nums = (1 .. 6);
$_ *= 10 for @nums[0, 2, 4];
print "modified through slice: @nums\n";

# initialising a hash from two arrays with a slice
my @names = qw(x y z);
my @vals = (24, 25, 26);
my %map;
@map{@names} = @vals;
print "zipped: ", join(",", map { "$_=$map{$_}" } sort keys %map), "\n";

# a set via hash slice
my %seen;
@seen{qw(a b a c b)} = ();
print "unique: ", join("", sort keys %seen), "\n";

# array slice with a list in the subscript computed by map/grep
my @big = map { $_ * $_ } 0 .. 10;
print "even indices: @big[grep { $_ % 2 == 0 } 0 .. $#big]\n";
print "reversed via slice: @big[reverse 0 .. 3]\n";
