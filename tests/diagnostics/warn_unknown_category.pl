use warnings;
no warnings "syntaxx";
print "never\n";
