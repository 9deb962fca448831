# vec EXPR, OFFSET, BITS at every width perl allows: elements within a byte count
# from the low bit, wider ones are big-endian; reads past the end give 0, writes grow
# the string with NUL bytes.
use strict;
use warnings;
no warnings 'portable';

my $s = "\x12\x34\x56\x78\x9a\xbc\xde\xf0";
for my $bits (1, 2, 4, 8, 16, 32, 64) {
    my $n = 8 * length($s) / $bits;
    my @v = map { vec($s, $_, $bits) } 0 .. ($n > 16 ? 15 : $n - 1);
    print "$bits: @v\n";
}
print "past the end: ", join(",", vec($s, 64, 1), vec($s, 8, 8), vec($s, 2, 32), vec($s, 1, 64)), "\n";
print "partial: ", vec("\x01\x02\x03", 0, 32), " ", vec("\x01\x02\x03", 1, 16), " ",
    vec("\xff\xff\xff\xff\xff", 0, 64), "\n";
print "beyond 64 bits: ", vec("abc", 0, 128), " ", vec("abcdefgh", 0, 256), " ",
    vec("abcdefghi", 0, 256), " ", vec("abc", 0, 1 << 30), "\n";
print "truncated width: ", vec("abc", 1, (1 << 32) + 8), "\n";
print "offset forms: ", vec("abc", 1.9, 8), " ", vec("abc", "2", 8), " ", vec("abc", -1, 8), "\n";

# Writes at each width, into an empty string.
for my $bits (1, 2, 4, 8, 16, 32, 64) {
    my $v = '';
    vec($v, 3, $bits) = 0xFEDCBA9876543210;
    vec($v, 0, $bits) = 1;
    printf "%2d bits: %-34s length %d\n", $bits, unpack("H*", $v), length $v;
}
my $w = "ab";
vec($w, 1, 128) = 1;
print "128 bits only grow: ", unpack("H*", $w), "\n";

# Values are truncated to the width; negative ones wrap as unsigned.
my $t = '';
vec($t, 0, 8) = 300;
vec($t, 1, 8) = -1;
vec($t, 2, 4) = 0x1f;
vec($t, 1, 16) = 70000;
print unpack("H*", $t), "\n";

# The target becomes a byte string: a number is stringified first.
my $num = 65;
print vec($num, 0, 8), " ", vec($num, 1, 8), "\n";
my $m = 5;
vec($m, 1, 8) = 0x41;
print "$m\n";

# Character strings are downgraded when every character fits in a byte.
my $u = "\x{e9}t\x{e9}\x{100}";
chop $u;
print utf8::is_utf8($u) ? "utf8" : "bytes", " ", vec($u, 0, 8), " ", vec($u, 2, 8), " ",
    utf8::is_utf8($u) ? "utf8" : "bytes", "\n";
my $u2 = "\x{263a}";
utf8::encode($u2);
vec($u2, 0, 8) = 0x41;
print unpack("H*", $u2), "\n";

# Targets that autovivify.
my %h;
vec($h{flags}, 5, 1) = 1;
my @a;
vec($a[3], 1, 4) = 9;
my $r;
vec($$r, 2, 8) = 0x21;
my $deep = {};
vec($deep->{a}[1], 0, 16) = 0x4142;
print unpack("H*", $h{flags}), " ", unpack("H*", $a[3]), " ", scalar(@a), " ",
    unpack("H*", $$r), " $deep->{a}[1]\n";
