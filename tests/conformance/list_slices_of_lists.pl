use strict;
use warnings;

# List slices: (LIST)[INDICES] on literals, function results, split, sort, and ranges.
my ($first, $third) = (qw(a b c d))[0, 2];
print "literal: $first $third\n";
print "last element: ", (10, 20, 30)[-1], ", second to last: ", (10, 20, 30)[-2], "\n";
print "range of indices: ", join(",", (1 .. 10)[2 .. 4]), "\n";
print "reordered: ", join(",", (qw(x y z))[2, 0, 1]), "\n";
print "repeated: ", join(",", (qw(x y z))[1, 1]), "\n";

sub parts { return qw(alpha beta gamma delta) }
my $second = (parts())[1];
my @ends = (parts())[0, -1];
print "from sub: $second; ends @ends\n";

my $date = "2024-03-15";
my ($year, $day) = (split /-/, $date)[0, 2];
print "split slice: $year $day\n";
my $ext = (split /\./, "archive.tar.gz")[-1];
print "extension: $ext\n";

my @nums = (5, 3, 9, 1, 7);
my $min = (sort { $a <=> $b } @nums)[0];
my $max = (sort { $a <=> $b } @nums)[-1];
my @top2 = (sort { $b <=> $a } @nums)[0, 1];
print "min $min max $max top2 @top2\n";

# slices past the end give undef in list context, or are dropped when all are missing
my @some = (1, 2)[1, 5];
print "partly missing: ", scalar(@some), " elements\n";
my @none = (1, 2)[5, 6];
print "all missing: ", scalar(@none), " elements\n";
my @emptyl = ()[0, 1];
print "slice of empty list: ", scalar(@emptyl), "\n";

# in scalar context a list slice gives its last element
my $sc = (4, 5, 6)[0, 1];
print "scalar of slice: $sc\n";

# the index list can be computed
my @letters = ('a' .. 'j');
print "odd positions: ", join("", (@letters)[grep { $_ % 2 } 0 .. $#letters]), "\n";
print "every third: ", join("", @letters[map { $_ * 3 } 0 .. 3]), "\n";

# a list slice of localtime-like data from a sub
sub fake_time { return (5, 4, 3, 2, 1, 124, 6, 100, 0) }
my ($mday, $mon, $yr) = (fake_time())[3, 4, 5];
printf "date: %04d-%02d-%02d\n", $yr + 1900, $mon + 1, $mday;

# a hash built from a list slice of pairs
my %h = (map { ($_ => length $_) } qw(one three five))[0 .. 3];
print "hash from slice: ", join(",", map { "$_=$h{$_}" } sort keys %h), "\n";

# slices on the left of an assignment with undef to skip
my (undef, $b1, undef, $d1) = (split /,/, "w,x,y,z");
print "skip with undef: $b1 $d1\n";

# nested list slice
print "nested: ", ((1 .. 5)[1 .. 3])[1], "\n";
