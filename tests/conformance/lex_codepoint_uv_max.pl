# A code point of 2**64-1 in a string: perl's parser rejects it as typed.
print "a";
my $x = "\x{FFFF_FFFF_FFFF_FFFF}";
