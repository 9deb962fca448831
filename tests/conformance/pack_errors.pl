# perl's messages for malformed templates and impossible positions, in pack and unpack,
# and the warnings pack gives (wrapped characters, uninitialized values, commas).
use strict; use warnings;
$SIG{__WARN__} = sub { print "warn: $_[0]" };
my @t = ("y", "N/", "%C", "(N", "N[", "N[x*]", "a/N", "n/a5", "X", "x3X5", q{@5},
  "/", "N<>", "N<", "a<", "(s<)>", "s<<", "C!", "s!!", "(N)3", "N99999999999999999999",
  "N,N", ".*", ".", ".2", "u", "w", "Z*Z*", "x!0", "X!0", "(x)[2]", "N[s]", "N[(sl)2]",
  "A[w]", "a[N*]", "n!v!N!V!", "()", "(N)", "A5 # comment\n N", "\x{80}", "(2N)", "N)",
  "N]", "a/", "C/", "N[2x]", "x[@]", "U/a", "N/a*/a", "(((((N)))))", "X[d]", "x[X]",
  ");");
for my $t (@t) {
  my $r = eval { my $p = pack($t, 1, 2, 3); unpack("H*", $p) };
  print "pack [$t]: ", defined $r ? "$r\n" : "ERR $@";
  my @u = eval { unpack($t, "\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a") };
  print "unpack [$t]: ", ($@ ? "ERR $@" : join(",", map { defined $_ ? $_ : 'u' } @u) . "\n");
}
for my $e (sub { pack("w", -1) }, sub { pack("w", "1e3") }, sub { pack("w", "abc") },
           sub { pack("N", 9**9**9) }, sub { pack("C", -9**9**9) }, sub { pack("w", 9**9**9) },
           sub { pack(".", 9**9**9) }, sub { unpack("w", "\x81") }, sub { unpack("x5", "ab") },
           sub { unpack('@5', "ab") }, sub { unpack("a/a", "x") }, sub { unpack("C/a", "") },
           sub { unpack("c/a", "\xff") }, sub { unpack("U0U", "a") }) {
  my $r = eval { join ",", $e->() };
  print defined $r ? "ok: $r\n" : "ERR $@";
}
my ($u, @a, %h);
my $p = pack("C c C W", 300, -200, -1, 255);
print unpack("H*", $p), "\n";
$p = pack("N n A2 a Z2 w H2 b8 U", $u, $a[2], $h{x}, $u, undef, $u, $u, $u, $u);
print unpack("H*", $p), "\n";
my @r = unpack("N", $u);
print scalar(@r), "\n";
print unpack("H*", pack("n/a*", $u)), "\n";
print unpack("H*", pack("u70", "x")), "\n";
print unpack("H*", pack("N,n", 1, 2)), "\n";
print unpack("H*", pack("n!!", 1)), "\n";
print join(",", unpack("a2/a", "3xyzw")), "\n";
print "done\n";
