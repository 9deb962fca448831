# ()-groups with counts and *, nesting, byte order on groups, positions inside groups,
# and length-prefixed items (n/a*, C/a, w/a, N/Z*, /(...)).
use strict; use warnings;
print join(",", unpack("(A2)*", "aabbccd")), "\n";
print join(",", unpack("(a1 x)3", "a-b-c-d")), "\n";
print join(",", unpack("(C (C)2)2", "\1\2\3\4\5\6")), "\n";
print unpack("H*", pack("(C a)*", 1, "x", 2, "y", 3)), "\n";
print unpack("H*", pack("(n)3 C", 1, 2)), "\n";
print unpack("H*", pack("s>2 (s l)< s", 1, 2, 3, 4, 5)), "\n";
print join(",", unpack("(s l)>", pack("(s l)>", -5, -6))), "\n";
print join(",", unpack("((s)> l)<", pack("((s)> l)<", 1, 2))), "\n";
print join(",", unpack("(a1 .)3", "abcdef")), "\n";
print join(",", unpack('x2 (a1 .2 .0 .*)2', "abcdef")), "\n";
print join(",", unpack('a2 (a1 @2 a1) a', "abcdefg")), "\n";
print join(",", unpack('(C C @0 C)2', "\1\2\3\4\5")), "\n";
print unpack("H*", pack('a2 (a1 .2)', "xy", "z", 5)), "\n";
print unpack("H*", pack('a1 (a1 @3 a1)', "x", "y", "z")), "\n";
print join(",", unpack("(A)*", "")), "|\n";
print scalar(unpack("(N)2", "\0\0\0\5\0\0\0\6")), "\n";
print join(",", unpack("x[(a2 n)2] C", "aa\0\1bb\0\2\xff")), "\n";
# length-prefixed items
my $s = pack("n/a* C", "hello", 9);
print unpack("H*", $s), " ", join(",", unpack("n/a* C", $s)), "\n";
print join(",", unpack("C/a* C", "\x03abcdef")), "\n";
print join(",", unpack("a1/a* a", "3abcdef")), "\n";
print join(",", unpack("w/a*", "\x02xyz")), "\n";
print join(",", unpack("n/(A2)", "\0\2aabbcc")), "\n";
print join(",", unpack("C/(a1 x) a", "\2a-b-c")), "\n";
print unpack("H*", pack("n/(A2)", "x", "yy", "zzz")), "\n";
print unpack("H*", pack("C/a3", "hello")), "\n";
print unpack("H*", pack("N/Z*", "hi")), "\n";
print unpack("H*", pack("C/Z3", "hello")), "\n";
print unpack("H*", pack("w/a*", "x" x 200)), "\n";
print unpack("H*", pack("C/n*", 1, 2, 3)), "\n";
print unpack("H*", pack("C/n2", 1, 2, 3)), "\n";
print unpack("H*", pack("n/a*", "")), "\n";
print scalar(unpack("n/a*", "\0\3abcdef")), "\n";
my @list = unpack("C/(n/a* C)", pack("C/(n/a* C)", "ab", 1, "", 2, "xyz", 3));
print join(",", @list), "\n";
