# sort NAME LIST takes NAME as the comparison sub even before a parenthesised list;
# only sort(NAME(...)) calls NAME (perlfunc's "syntactical care" examples).
use strict;
use warnings;

sub by_num { $a <=> $b }
sub listed { return (30, 10, 20) }
my @l = (3, 1, 2);
print join(",", sort by_num (@l)), "\n";
print join(",", sort by_num(@l)), "\n";
print join(",", sort(by_num (@l))), "\n";
print join(",", sort(listed(@l))), "\n";
print join(",", sort +listed(@l)), "\n";
print join(",", sort &listed(@l)), "\n";
print join(",", sort { $b <=> $a } listed()), "\n";
print "digit arrays interpolate: [@2] [@12x]\n";
