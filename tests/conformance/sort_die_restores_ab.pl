# $a and $b come back as they were after a sort, also when its block dies inside an eval
# (perl saves both for the sort).
my @x = (3, 1, 2);
eval { my @s = sort { die "boom\n" if $a == 1 || $b == 1; $a <=> $b } @x; };
print defined $a ? "a=$a\n" : "a undef\n";
print defined $b ? "b=$b\n" : "b undef\n";
print $@;
our ($a, $b) = (10, 20);
eval { my @s = sort { die "again\n" } 5, 6; };
print "a=$a b=$b\n";
my @t = sort { $a <=> $b } 9, 8;
print "a=$a b=$b @t\n";
