# The bitwise operators work on strings unless an operand has a number (perl's
# SvNIOKp): undef and references count as strings, with the uninitialized warnings.
use warnings;
my $u; print $u | "ab", "|", (undef | undef), "|\n";
print ~$u, "|", length(~$u), "\n";
my $r = \1; print(($r | "") =~ /^SCALAR\(0x[0-9a-f]+\)$/ ? "ref as string\n" : "no\n");
print "ab" | undef, "\n";
print 1 | undef, "\n";
print "10" | "3", " ", 10 | 3, " ", "10" | 3, "\n";
my $s = "5"; my $n = $s + 0; print $s | "2", "\n";
print ~"ab" eq "\x9e\x9d" ? "ok\n" : "no\n";
