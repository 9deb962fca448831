# A hexadecimal literal with no digits is a compile-time error.
my $x = 0x;
print "not reached\n";
