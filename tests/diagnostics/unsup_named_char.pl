use strict;
my $n = 1;
print "\N{GREEK SMALL LETTER ALPHA}\n";
