# %<bits> checksums: default 16 bits, masks, bit counts of b/B, sums of signed values,
# float sums and checksums wider than 64 bits, in list and scalar context.
use strict; use warnings;
print scalar(unpack("%32C*", "abc")), "\n";
print scalar(unpack("%C*", "\xff" x 300)), "\n";
print scalar(unpack("%8C*", "\xff\xff")), " ", scalar(unpack("%3b*", "\xff")), "\n";
print scalar(unpack("%64c*", "\x80\x80")), " ", scalar(unpack("%32c*", "\x80")), "\n";
print join(",", unpack("%32d2 %32f", pack("d2 f", 1.5, -3.25, 2.5))), "\n";
print join(",", unpack("%65C*", "\x01\x02")), "\n";
print join(",", unpack("%65N2", pack("N2", 4000000000, 4000000000))), "\n";
print join(",", unpack("%b8 %B8 %h2 %u", "\x0f\xf0\x12")), "\n";
print join(",", unpack("%b* %B3", "\x0f\xff")), "\n";
print join(",", unpack("%32n* C", "\0\1\0\2\0\3")), "\n";
print join(",", unpack("%32a* ", "abc")), "\n";
print join(",", unpack("%4A2 a", "ab c")), "\n";
print join(",", unpack("%32U*", "\x{263a}\x{100}")), "\n";
print join(",", unpack("%32w2", pack("w2", 300, 5))), "\n";
my $sum = unpack("%32C*", "The quick brown fox") % 65535;
print "$sum\n";
print join(",", unpack("%16s* %1C", pack("s*", -1, -2, -3) . "\x03")), "\n";
print join(",", unpack("%96q*", pack("q*", -1, -1))), "\n";
print join(",", unpack("%32d", pack("d", -1))), "\n";
print join(",", unpack("%x %", "ab")), "|\n";
