# hex and oct of strings wider than 64 bits go on in floating point with perl's default
# "Integer overflow in ... number" warning (then "non-portable" under warnings); chr of
# a negative number, a fraction included, is U+FFFD with "Invalid negative number".
use strict;
use warnings;

for my $s ("FFFFFFFFFFFFFFFFFF", "1_0000_0000", "ffff_ffff") {
    print "hex $s: ", hex($s), "\n";
}
for my $s ("0b" . "1" x 70, "0x1FFFFFFFFFFFFFFFF", "7777777777777777777777", "0o17", "x1F") {
    print "oct: ", oct($s), "\n";
}
for my $v (-0.5, -1, -3.7, "-2", -0.0) {
    my $c = chr($v);
    printf "chr %s: %d %d\n", $v, ord($c), length $c;
}
