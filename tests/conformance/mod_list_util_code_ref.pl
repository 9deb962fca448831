# List::Util's block functions called with a code reference instead of a block: &first(sub {...}, LIST),
# List::Util::first(\&f, LIST), &reduce(sub {...}, LIST) (Test2's InterceptResult does so).
use strict;
use warnings;
use List::Util qw(first any all none reduce sum);
my @l = (1, 5, 9, 12);
print &first(sub { $_ > 6 }, @l), "\n";
print List::Util::first(sub { $_ > 2 }, @l), "\n";
print &any(sub { $_ == 9 }, @l) ? "any\n" : "none\n";
print &all(sub { $_ > 0 }, @l) ? "all\n" : "not all\n";
print &reduce(sub { $a * $b }, @l), "\n";
sub big { $_ > 10 }
print &first(\&big, @l), "\n";
my $code = sub { $_ % 2 == 0 };
print &first($code, @l), "\n";
print sum(@l), "\n";
