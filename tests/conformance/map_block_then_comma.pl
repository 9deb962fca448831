# A block after map is followed by its list; a comma there is perl's syntax error.
my @l = map { $_ * 2 }, 1, 2;
print "@l\n";
