# A literal pattern perl cannot compile is an error when the program is compiled:
# nothing is printed before it.
print "before\n";
my @parts = split /[z-a]/, "a-z";
print "after\n";
