use strict;
use warnings;

# hex() and oct() parse prefixes; plain numification of such strings does not.
print "hex: ", join(" ", hex("ff"), hex("FF"), hex("0xff"), hex("0XfF"), hex("x10"), hex(""), hex("0"), hex("dead_beef"), hex("ffffffffffffffff")), "\n";
print "oct: ", join(" ", oct("755"), oct("0755"), oct("0x1f"), oct("0X1F"), oct("x1f"), oct("0b101"), oct("b101"), oct("0B11"), oct("0o17"), oct("o17")), "\n";
print "oct with spaces and underscores: ", join(" ", oct(" 17 "), oct("1_0"), oct("0b1_0"), oct("0x1_f")), "\n";
print "literals: ", join(" ", 0xff, 0377, 0b1010, 0o17, 1_000_000, 0x1_0), "\n";
print "decimal strings: ", join(" ", "010" + 0, "0010" + 0, "1e3" + 0, ".5" + 0, "+.5e1" + 0, "0 but true" + 5), "\n";
{
    no warnings 'numeric';
    print "prefixed strings numify to 0: ", join(" ", "0x10" + 0, "0b11" + 0, "1_000" + 0, "0o7" + 0), "\n";
}

# round trips
for my $n (0, 7, 8, 255, 256, 4095, 65535, 2 ** 32, 2 ** 53) {
    my ($h, $o, $b) = (sprintf("%x", $n), sprintf("%o", $n), sprintf("%b", $n));
    my $ok = (hex($h) == $n && oct("0$o") == $n && oct("0b$b") == $n && oct("0x$h") == $n) ? "ok" : "MISMATCH";
    printf "%-16s %-14s %-24s %s\n", $n, $h, $o, $ok;
}

# permissions the Unix way
for my $mode ("644", "755", "0600", "4755") {
    my $m = oct($mode);
    my $str = join "", map { my $bits = ($m >> (3 * $_)) & 7; ($bits & 4 ? "r" : "-") . ($bits & 2 ? "w" : "-") . ($bits & 1 ? "x" : "-") } 2, 1, 0;
    printf "%-5s = %4d = %s%s\n", $mode, $m, $str, ($m & 04000 ? " (setuid)" : "");
}

# parsing numbers with a base chosen at run time
sub parse_num {
    my $s = shift;
    return oct($s) if $s =~ /^0[xXbBoO]?[0-9a-fA-F_]*$/;
    return $s + 0;
}
print "parse_num: ", join(" ", map { parse_num($_) } qw(0x1A 0b111 017 0o17 42 0 3.5)), "\n";

# hex and oct of large values
print "big: ", hex("7fffffffffffffff"), " ", oct("0x8000000000000000"), " ", oct("01777777777777777777777"), "\n";

# converting a number to an arbitrary base and back
sub to_base {
    my ($n, $base) = @_;
    my @digits = (0 .. 9, 'a' .. 'z');
    return "0" if $n == 0;
    my $s = "";
    while ($n > 0) { $s = $digits[$n % $base] . $s; $n = int($n / $base) }
    return $s;
}
sub from_base {
    my ($s, $base) = @_;
    my $n = 0;
    for my $c (split //, lc $s) { $n = $n * $base + ($c =~ /\d/ ? $c : ord($c) - ord('a') + 10) }
    return $n;
}
for my $base (2, 3, 7, 16, 36) {
    my $s = to_base(123456789, $base);
    print "base $base: $s -> ", from_base($s, $base), "\n";
}
