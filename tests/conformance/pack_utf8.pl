# Character strings in pack and unpack: W above 255 and character strings in a/A/Z switch
# pack to characters; U0 and C0; unpack of character strings reads characters, wrapping
# those above 255 where a byte is read.
use strict; use warnings;
$SIG{__WARN__} = sub { print "warn: $_[0]" };
my @cases = (
  sub { pack("W*", 65, 300, 66) },
  sub { pack("a* W", "\xe9", 0x263a) },
  sub { pack("W a* N", 0x263a, "\xe9t", 258) },
  sub { pack("A5 W", "\x{263a}b", 0x41) },
  sub { pack("Z* Z5 a2", "\x{263a}", "\x{100}\x{101}", "\x{102}\x{103}\x{104}") },
  sub { pack("U0 a*", "\x{263a}") },
  sub { pack("U C0 C", 0x263a, 200) },
  sub { pack("W C x2 X1 x!4 @9 .", 300, 200, 3) },
  sub { pack("W (C C0 C) n", 300, 200, 201, 258) },
  sub { pack("(a W) U", "x", 300, 0x100) },
  sub { pack("W H4 B8 h3 b3", 0x100, "fe\x{101}1", "1\x{103}101", "abc", "101") },
  sub { pack("H* W", "\x{263a}a", 0x100) },
  sub { pack("W w/a*", 256, "\x{263a}xy") },
  sub { pack("W u", 256, "\x{263a}xy") },
  sub { pack("u", "\x{263a}xy") },
  sub { pack("W X2", 0x263a, ) },
  sub { pack("W a @2 W", 0x263a, "z", 0x300) },
  sub { pack("W a2 .", 0x263a, "z", -1) },
  sub { pack("W n/a*", 0x263a, "\x{100}b") },
  sub { pack("W f d", 300, 1.5, 2.5) },
  sub { pack("U0 W", 300) },
  sub { pack("U0 U", 300) },
  sub { pack("U U0 U C0 U", 300, 301, 302) },
);
my $i = 0;
for my $c (@cases) {
  $i++;
  my $p = eval { $c->() };
  if (!defined $p) { print "$i: ERR $@"; next }
  print "$i: len=", length($p), " ords=", join(".", map { ord } split //, $p), "\n";
  print "   unpack: ", join(",", map { defined $_ ? $_ : 'u' } unpack("W* ", $p)), "\n";
}
my $s = "\x{263a}ab \x{2000}\x{3000}\0";
for my $t ("A*", "a2 A*", "Z*", "C*", "c*", "W*", "U*", "N", "n2", "H*", "h4", "B*", "b9", "w",
           "a1 .", "a1 .!", "x2 a", "X", "a2 X a2", "x!2 a", "%32C*", "%32N", "%32b*", 
           "U0 U", "C0 a3", "u", "(a1)3", 'a @2 a', "U*", "C a", "%8W*", "a .!") {
  my @u = eval { unpack($t, $s) };
  print "[$t] ", $@ ? "ERR $@" : join(",", map { defined $_ ? join(".", map { ord } split //, $_) : 'u' } @u) . "\n";
}
