# f, d and F (native double), with byte order: zero, negative zero, rounding to single
# precision, overflow to Inf, denormals.
use strict; use warnings;
for my $t (qw(f d F f< f> d< d> F<)) {
  my @o;
  for my $v (0, -0.0, 1.5, 0.1, 1e39, -1e39, 3.4028234663852886e38, 1e-46, 9**9**9, -9**9**9,
             1e308, 2**-1074, "2.5", -1/3) {
    my $p = pack($t, $v);
    push @o, unpack("H*", $p) . "=" . join("/", unpack($t, $p));
  }
  print "$t: @o\n";
}
print join(",", unpack("d*", pack("d*", 1, 2.5, -3e-300))), "\n";
print join(",", unpack("f2", pack("f", 7))), "|\n";
my $x = unpack("d", pack("d", 0.1 + 0.2));
print $x == 0.1 + 0.2 ? "exact\n" : "inexact\n";
