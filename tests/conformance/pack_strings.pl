# a A Z (padding, truncation, stripping), b B h H (bit and hex strings), u (uuencode),
# w (BER integers), U (code points), x X @ . (positions), white space and comments.
use strict; use warnings;
print unpack("H*", pack("a3 A3 Z3 a* A* Z*", "ab", "cd", "efgh", "ij", "kl", "mn")), "\n";
print pack("A3", "abcdef"), "|", pack("Z3", "abcdef"), "|", pack("a*", "x"), "|\n";
print unpack("H*", pack("a0 A0 Z0 Z1", "x", "y", "z", "w")), "\n";
print join(",", unpack("A*", "  hi \0 \t\n")), "|\n";
print join(",", unpack("Z*Z*", "ab\0cd")), "|\n";
print join(",", unpack("Z5 a", "ab\0cdef")), "|\n";
print join(",", unpack("A3 A3", "a  b\0 ")), "|\n";
print join(",", unpack("a5", "abc")), "|\n";
print join(",", unpack("a* ", "xyz\0\0")), "|\n";
print join(",", unpack("H3 h3 B5 b5", "\x12\x34\x56\x78\x9a\xbc")), "\n";
print join(",", unpack("H* B*", "\xa5")), "|\n";
print join(",", unpack("b* h*", "\xa5")), "|\n";
print unpack("H*", pack("H3 h3 B5 b5 H* B*", "1fA", "abc", "10111", "11", "xyzGg", "1101")), "\n";
print unpack("H*", pack("B3 b20 H1 h7", "111111", "1", "ff", "1")), "\n";
print unpack("H*", pack("u", "The quick brown fox jumps over the lazy dog, again and again!")), "\n";
print join("|", unpack("u", pack("u", "The quick brown fox jumps over the lazy dog, again and again!"))), "\n";
print unpack("H*", pack("u3 u", "abcdef", "")), "\n";
print unpack("H*", pack("w*", 0, 127, 128, 16383, 16384, 2**32, 2**63)), "\n";
print unpack("H*", pack("w", "123456789012345678901234567890")), "\n";
print join(",", unpack("w*", pack("w*", "123456789012345678901234567890", 2**70, 1e19, 3.7))), "\n";
print unpack("H*", pack("U0 C2", 0x41, 0x42)), "\n";
print unpack("H*", pack("C U0 C", 0xe9, 0x41)), "\n";
print unpack("H*", pack("C U", 0x41, 0x263A)), "\n";
print join(",", unpack("U0 C*", "\xe9a")), "\n";
print join(",", unpack("U*", "\xe9a")), "\n";
print join(",", unpack("C0 U*", "\xc3\xa9a\xe2\x98\xba")), "\n";
print join(",", unpack("U*", "\x{263a}\x{100}A")), "\n";
print length(pack("U", 0x263A)), " ", length(pack("U*", 65, 0x100, 0x10000)), "\n";
print join(",", unpack("a* ", "\x{e9}\x{e8}")), "\n";
print join(",", map { length } unpack("A2 a*", "\x{e9}\x{a0} \x{e8}")), "\n";
print unpack("H*", pack('a @4 a @2 a', 1, 2, 3)), "\n";
print unpack("H*", pack('a3 .', "abc", 1)), "\n";
print unpack("H*", pack('a3 .0', "abc", 2)), "\n";
print unpack("H*", pack('a5 .*', "abcde", 2)), "\n";
print unpack("H*", pack('x5 X2 x!4 X!3')), "\n";
print unpack("H*", pack("x[N] C x![d] C X[s] C", 1, 2, 3)), "\n";
print join(",", unpack('C x![4] C @2 C X2 C', "\1\2\3\4\5\6")), "\n";
print join(",", unpack('@2 a2 @0 a1 .', "abcdef")), "\n";
print join(",", unpack('x3 .* .0 .', "abcdef")), "\n";
my $tpl = "
  n   # a length
  a3  # three bytes
  x2 C
";
print join(",", unpack($tpl, "\0\7abcdeF")), "\n";
print unpack("H*", pack($tpl, 258, "zz", 9)), "\n";
$_ = "\x01\x02\x03";
print join(",", unpack("C*")), "\n";
