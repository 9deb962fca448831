# chr and ord past Unicode: surrogates and code points above 0x10FFFF are characters
# (perl's extended UTF-8), a negative number gives U+FFFD with a warning.
use warnings;
for my $cp (0xD800, 0xDFFF, 0x10FFFF, 0x110000, 0x1FFFFF, 0x200000, 0x7FFFFFFF) {
    my $c = chr $cp;
    printf "%x: ord %x, length %d\n", $cp, ord($c), length($c);
}
my $s = chr(0x110000) . "a" . chr(0xD800);
print length($s), " ", join(",", map { sprintf "%x", ord } split //, $s), "\n";
{ no warnings; print ord(chr(-1)), "\n"; }
print ord(chr(-5)), "\n";
