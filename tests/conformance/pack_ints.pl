# Every integer letter of pack/unpack with edge values: signed and unsigned wrap-around,
# floats and numeric strings truncated, byte order modifiers, round trips.
use strict; use warnings;
my @vals = (0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, -32768, -32769,
  2147483647, 2147483648, 4294967295, 4294967296, -2147483648, -2147483649,
  9223372036854775807, -9223372036854775808, 18446744073709551615, 1.5, -1.5, 1e20, -1e20,
  "12abc", "0x10", " 42 ", "", "3.99", "-7.9");
for my $t (qw(c C s S s! S! l L l! L! q Q j J i I i! I! n N v V n! N! v! V!
              s< S> l> L< q< Q> j> J< i> I< s!> S!< l!> L!<)) {
  my @o;
  for my $v (@vals) {
    no warnings 'numeric', 'pack';
    my $p = pack($t, $v);
    my @u = unpack($t, $p);
    push @o, unpack("H*", $p) . "=" . join("/", @u);
  }
  print "$t: @o\n";
}
# counts, stars and missing arguments (packed as 0)
print unpack("H*", pack("n3", 1, 2)), "\n";
print unpack("H*", pack("N*", 1, 2, 3)), "\n";
print unpack("H*", pack("v2 V", 65535)), "\n";
print join(",", unpack("n*", pack("n*", 1 .. 10))), "\n";
print join(",", unpack("N2", "\0\0\0\1\0\0")), "|\n";
print join(",", unpack("s*", "\x01\x02\x03")), "|\n";
print scalar(() = unpack("N*", "x" x 17)), "\n";
print join(",", unpack("c C W", "\x80\x80\xff")), "\n";
print join(",", unpack("q< Q>", pack("q< Q>", -2, 2**64 - 1))), "\n";
# scalar context gives the first value
my $first = unpack("n N", "\0\5\0\0\0\6");
print "$first\n";
print defined(scalar(unpack("N", "ab"))) ? "def\n" : "undef\n";
# W below 256 and the wrap of C/c under no warnings
{
  no warnings;
  print unpack("H*", pack("C c W", 300, -200, 255)), "\n";
}
