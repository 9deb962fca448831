# A code point above IV_MAX but below UV_MAX: a fatal error of its own.
print "a";
my $x = "\x{8000000000000000}";
