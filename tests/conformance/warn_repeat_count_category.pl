# "Negative repeat count" and "Non-finite repeat count" are numeric warnings: no warnings
# 'numeric' silences them, no warnings 'misc' does not.
use warnings;
{ no warnings "numeric"; my $s = "a" x -1; my @l = (1) x -2; print "[$s]\n"; }
my $t = "a" x -1;
{ no warnings "misc"; my $w = "a" x -1; }
my $inf = 9**9**9; my $z = "b" x $inf;
{ no warnings; my $q = "a" x -3; }
