use strict;
my ($x, $y, $z) = (1, 2, 3);
# Relational and equality operators chain; <=> and cmp do not.
print "ok\n" if $x < $y <= $z;
print $x <=> $y <=> $z;
