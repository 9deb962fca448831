use strict;
use warnings;

# A lexical $a hides the package variable sort sets: perl warns at compile time, the
# comparator sees undef, and the result depends on perl's merge sort.
my $a;
my @r = sort { $a <=> $b } 3, 1, 2;
print "with my \$a: @r\n";
my @s = sort { $b <=> $main::a } 3, 1, 2;
print "qualified \$main::a still works: @s\n";
