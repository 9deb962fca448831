use strict;
use warnings;
use feature 'say';

my @parts = ("part1", "part2");
my $code = 42;
say "dying with a list";
die "error ", $code, ": ", @parts, " (", 1.5 * 2, ")";
