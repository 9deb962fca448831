# A code point wider than 64 bits.
my $x = "\x{1FFFFFFFFFFFFFFFF}";
