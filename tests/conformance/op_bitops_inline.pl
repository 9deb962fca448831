# Bit operators on their inline integer path and off it (strings, negatives, big shifts, UVs).
use strict; use warnings;
my @v = (0, 1, 5, 255, 2**31, 2**62, 9223372036854775807, -1, -5, "12", "abc", 3.7, 18446744073709551615);
for my $a (@v) { for my $b (0, 1, 3, 63, 64, 65, -1, "2") {
  no warnings 'numeric';
  print join(",", $a & $b, $a | $b, $a ^ $b, $a << ($b eq "-1" ? 1 : $b), $a >> ($b eq "-1" ? 1 : $b)), "\n";
}}
print 1 << 62, " ", 1 << 63, " ", 3 << 62, " ", 1 << 64, " ", 256 >> 9, " ", -8 >> 1, " ", -8 << 1, "\n";
{ use integer; print -8 >> 1, " ", -8 << 1, " ", 5 & -2, "\n"; }
print "10" | "3", " ", "a" ^ "B", " ", 10 | "3", "\n";
