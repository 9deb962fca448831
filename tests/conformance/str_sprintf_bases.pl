use strict;
use warnings;

# Integer formats in other bases: %x %X %o %b %B with the # flag, widths and negatives.
printf "[%x] [%X] [%#x] [%#X] [%08x] [%#010x] [%-6x|]\n", 255, 255, 255, 255, 255, 255, 255;
printf "[%o] [%#o] [%#o] [%5o] [%-5o|]\n", 8, 8, 0, 64, 64;
printf "[%b] [%#b] [%B] [%#B] [%08b] [%#010b] [%.6b]\n", 5, 5, 5, 5, 5, 5, 5;
printf "[%x] [%#x] [%#o] [%#b]\n", 0, 0, 0, 0;
printf "[%x] [%o] [%b]\n", -1, -1, -1;
printf "[%x] [%X]\n", 2 ** 32, 18446744073709551615;
printf "[%d] [%u] [%s]\n", -1, -1, ~0;
printf "[%x] [%o] [%b]\n", "255", "0x1f" =~ /x(\w+)/ ? hex($1) : 0, "10";
printf "[%x] [%d]\n", 255.9, 255.9;
printf "[%.4x] [%8.4x] [%-8.4x|]\n", 10, 10, 10;
printf "[%+d] [% x] [%+x]\n", 5, 255, 255;

# conversions back with hex and oct
for my $n (0, 1, 10, 255, 4096, 65535) {
    my $h = sprintf "%x", $n;
    my $o = sprintf "%o", $n;
    my $b = sprintf "%b", $n;
    printf "%5d hex %-4s oct %-6s bin %-16s back %d %d %d\n", $n, $h, $o, $b, hex($h), oct($o), oct("0b$b");
}

# bit patterns
my $flags = 0;
$flags |= 1 << $_ for 0, 3, 5;
printf "flags: %08b (%d, 0x%02x)\n", $flags, $flags, $flags;
printf "masked: %08b\n", $flags & 0b00101000;
printf "inverted low byte: %08b\n", ~$flags & 0xff;

# colour codes
my @rgb = (255, 128, 0);
printf "colour: #%02x%02x%02x and #%02X%02X%02X\n", @rgb, @rgb;
my $hex = "1e90ff";
my @back = map { hex } $hex =~ /(..)(..)(..)/;
print "parsed: @back\n";

# a hex dump of a short string
my $str = "Perl\n\t!";
print "dump: ", join(" ", map { sprintf "%02x", ord } split //, $str), "\n";
print "octal escapes: ", join("", map { sprintf "\\%03o", ord } split //, "AB"), "\n";
