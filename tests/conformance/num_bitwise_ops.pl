use strict;
use warnings;

# Bitwise operators: unsigned 64-bit on numbers, byte-wise on strings.
print "basic: ", join(" ", 12 & 10, 12 | 10, 12 ^ 10, ~12 & 0xF, 1 << 4, 256 >> 3), "\n";
print "complement: ", ~0, " ", ~5, " ", ~0 >> 1, " ", ~~5, "\n";
print "negative numbers become unsigned: ", -1 & 0xFF, " ", -1 | 0, " ", -2 ^ 1, " ", -16 >> 2, "\n";
print "shifts: ", 1 << 63, " ", 1 << 64, " ", 1 << -1, " ", 8 >> -1, " ", 3 << 62, " ", -1 >> 63, "\n";
print "float operands are truncated: ", 7.9 & 3, " ", 2.5 | 0, " ", -1.5 & 0xF, "\n";
print "big values: ", 18446744073709551615 & 0xFFFF0000, " ", 9223372036854775808 | 1, "\n";

# string operands: both strings means byte-wise on the characters
print "string or: ", "10" | "3", ", string and: ", "AB" & "ab", ", string xor: ", ("AB" ^ "  "), "\n";
print "different lengths: [", "abc" | "  ", "] [", "abc" & "  ", "] [", ("ab" ^ "abcd") eq "\0\0cd" ? "xor keeps tail" : "?", "]\n";
print "number and string: ", "10" | 3, " ", 10 | "3", "\n";
my $x = "10";
my $before = $x | "3";
my $y = $x + 0;
my $after = $x | "3";
print "string used as a number switches to numeric: $before then $after\n";
my $s = 12;
my $str_of_num = "$s";
print "stringified number is a string: ", $str_of_num | "3", "\n";
print "string complement length: ", length(~"abc"), ", first byte: ", ord(~"abc"), "\n";

# flags and masks
my %perm = (read => 4, write => 2, exec => 1);
my $mode = $perm{read} | $perm{write};
for my $p (sort keys %perm) { printf "%-5s %s\n", $p, ($mode & $perm{$p}) ? "yes" : "no" }
$mode &= ~$perm{write};
$mode |= $perm{exec};
$mode ^= $perm{read};
print "after changes: $mode\n";

# counting bits and testing powers of two
sub popcount { my $n = shift; my $c = 0; while ($n) { $c += $n & 1; $n >>= 1 } return $c }
print "popcounts: ", join(" ", map { popcount($_) } 0, 1, 7, 255, 1023, 2 ** 40 - 1, ~0), "\n";
print "powers of two: ", join(" ", grep { $_ && !($_ & ($_ - 1)) } 0 .. 70), "\n";

# packing small fields into one integer
my $packed = 0;
my @fields = (5, 12, 3, 200);
$packed = ($packed << 8) | $_ for @fields;
printf "packed: %d (0x%08x)\n", $packed, $packed;
my @unpacked = map { ($packed >> (8 * $_)) & 0xFF } reverse 0 .. 3;
print "unpacked: @unpacked\n";

# xor swap and xor checksum
my ($p, $q) = (12345, 67890);
$p ^= $q; $q ^= $p; $p ^= $q;
print "xor swap: $p $q\n";
my $check = 0;
$check ^= ord for split //, "checksum";
print "xor checksum: $check\n";

# assignment forms
my $v = 0b1100;
$v |= 0b0011; my $o = $v;
$v &= 0b1010; my $a = $v;
$v ^= 0b1111; my $xo = $v;
$v <<= 3; my $l = $v;
$v >>= 1;
print "assign ops: $o $a $xo $l $v\n";
