# String comparison of a UTF-8-flagged string with a byte (Latin-1) string: perl compares
# by code point when the flags differ (sv.c's sv_eq_flags/sv_cmp_flags), so an upgraded
# "\xe9" equals the byte "\xe9", and "\xff" sorts before "\x{100}". Covers eq/ne/cmp,
# lt/gt/le/ge, sort (default and the { $a cmp $b } blocks, ascending and descending),
# a comparator that is not the fast form, substr of an upgraded string, and
# List::Util's minstr/maxstr.
use strict;
use warnings;
use List::Util qw(minstr maxstr);

my $x = "\xe9";
my $y = $x;
utf8::upgrade($y);
print utf8::is_utf8($x) ? 1 : 0, utf8::is_utf8($y) ? 1 : 0, "\n";
print $x eq $y ? "eq" : "ne", " ", $y eq $x ? "eq" : "ne", "\n";
print $x ne $y ? "ne" : "not ne", "\n";
print $x cmp $y, " ", $y cmp $x, "\n";
print join("", map { $_ ? 1 : 0 } $x lt $y, $x gt $y, $x le $y, $x ge $y), "\n";
print substr($y, 0, 1) eq "\xe9" ? "substr eq" : "substr ne", "\n";
print "\xff" lt "\x{100}" ? "lt" : "not lt", "\n";

my $c = "\xff";
my $d = "\x{100}";
print $c lt $d ? "lt" : "not lt", " ", $c cmp $d, " ", $d cmp $c, " ", $d gt $c ? "gt" : "not gt", "\n";

# Longer strings: a common prefix, then the first difference decides.
my $p = "caf\xe9 au lait";
my $q = $p;
utf8::upgrade($q);
print $p eq $q ? "eq" : "ne", " ", "$p!" cmp $q, " ", $p cmp "$q!", "\n";
print "abc\xe9" lt "abc\x{101}" ? "lt" : "not lt", " ", "abc\xe9z" cmp "abc\x{e9}", "\n";
# The byte string's bytes are not UTF-8: "\xc3\xa9" (two characters) is not "\xe9".
my $enc = "\xc3\xa9";
print $enc eq $y ? "eq" : "ne", " ", $enc cmp $y, "\n";
# Pure ASCII upgraded still equals.
my $ascii = "plain";
utf8::upgrade($ascii);
print $ascii eq "plain" ? "eq" : "ne", " ", "plain" cmp $ascii, "\n";
# Numbers against character strings.
my $n = "10";
utf8::upgrade($n);
print 10 eq $n ? "eq" : "ne", " ", 9 cmp $n, "\n";

sub ords { join ",", map { ord } @_ }
my @l = ("\x{100}", "\xff", "b", $y, "\xe0", "\x{e9}", "a\x{263a}", "a\xff");
print ords(sort @l), "\n";
print ords(sort { $a cmp $b } @l), "\n";
print ords(sort { $b cmp $a } @l), "\n";
print ords(sort { lc($a) cmp lc($b) } @l), "\n";
print ords(reverse sort { $a cmp $b } @l), "\n";
# Stable: equal strings (one upgraded, one not) keep their input order.
my @e = map { my $s = "\xe9$_"; utf8::upgrade($s) if $_ % 2; [$s, $_] } 1 .. 4;
print join(",", map { $_->[1] } sort { $a->[0] cmp $b->[0] } @e), "\n";

print ord(minstr("\xff", $d)), " ", ord(maxstr("\xff", $d)), " ", ord(maxstr("\xe0", $y)), " ", ord(minstr($y, "\xf0")), "\n";
