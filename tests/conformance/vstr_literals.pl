# v-string literals: v1.22.333, v65 alone, bare 1.2.3 with two dots; their value is
# the characters the parts number, and the v-string magic follows copies.
use strict;
use warnings;

my $v = v1.22.333;
printf "%vd %d %s\n", $v, length($v), utf8::is_utf8($v) ? "utf8" : "bytes";
my $letters = v65 . v66.67;
print "$letters\n";
my %h = (v65 => 1, v66 => 2);
print join(",", sort keys %h), "\n";
my $n = 1.2.3;
printf "%vd %d\n", $n, length $n;
print 5.36.0 eq "\x05\x24\x00" ? "same\n" : "differs\n";
printf "%s\n", join ".", map { ord } split //, v1.2_3.4;
print utf8::is_utf8(v127) ? 1 : 0, utf8::is_utf8(v128) ? 1 : 0, utf8::is_utf8(v1.255) ? 1 : 0, "\n";
printf "%vd\n", sprintf("%vd", "1.22.333");
printf "%vd|%s\n", v9786, v9786 eq "\x{263a}" ? "smiley" : "no";

# ref \ of a v-string is VSTRING; copies keep the magic, writes drop it.
my $x = v1.2;
my $y = $x;
print ref \$x, " ", ref \$y, " ", ref \v1.2, " ", ref \"$x", "\n";
my @a = ($x);
my %k = (k => $x);
sub back { return $_[0] }
my $r = back($x);
print ref \$a[0], " ", ref \$k{k}, " ", ref \$r, "\n";
my ($s, $t, $u, $w) = ($x, $x, $x, $x);
$s = "abc";
$t .= "a";
$u = 5;
substr($w, 0, 1) = "z";
print ref \$s, " ", ref \$t, " ", ref \$u, " ", ref \$w, "\n";
print "x" lt v1.2 ? "lt\n" : "ge\n";
print v1.2.3 eq 1.2.3 ? "eq\n" : "ne\n";
print eval { for my $c (v1.2) { $c = 1 } 1 } ? "wrote\n" : "read-only: $@";
