# Scalar::Util: blessed, reftype, looks_like_number, refaddr, dualvar, readonly.
use strict;
use warnings;
use Scalar::Util qw(blessed reftype looks_like_number refaddr dualvar readonly isvstring tainted);

my $o = bless {}, 'Foo';
my $arr = bless [], 'Bar::Baz';
print "blessed: ", blessed($o), " ", blessed($arr), " ", blessed(qr/x/), "\n";
for my $v ({}, [], \1, "Foo", undef, 3) {
    print "blessed of ", (defined $v ? (ref $v || "'$v'") : "undef"), ": ", (defined blessed($v) ? "defined" : "undef"), "\n";
}
my $zero = bless [], '0';
print "blessed into '0': [", blessed($zero), "] is ", (blessed($zero) ? "true" : "false"), "\n";
print "as a unary op: ", (blessed $o ? "object" : "plain"), "\n";
print "reftype: ", join(" ", map { reftype($_) } $o, $arr, \1, \\1, sub { 1 }, qr/x/, \my @x, \my %y), "\n";
print "reftype of a plain value: ", (defined reftype("HASH") ? "defined" : "undef"), "\n";

for my $v (1, "1", "1.5", " 12 ", "1e5", "abc", "", "0x10", "Inf", "-inf", "nan", "-3", "+.5", "1_000",
           undef, "12abc", "5.", ".", "0 but true", "\n7\n", 0.5, -2) {
    printf "%-12s %s\n", (defined $v ? "'$v'" : "undef"), (looks_like_number($v) ? "yes" : "no");
}
print "reference: ", (looks_like_number([]) ? "yes" : "no"), "\n";
my $num = "42";
my $used = $num + 0;
print "string used as a number: ", (looks_like_number($num) ? "yes" : "no"), "\n";

my $r = [];
my $r2 = $r;
print "refaddr same referent: ", (refaddr($r) == refaddr($r2) ? "yes" : "no"), "\n";
print "refaddr differs: ", (refaddr($r) != refaddr([]) ? "yes" : "no"), "\n";
print "refaddr is the address in the string: ", (sprintf("ARRAY(0x%x)", refaddr($r)) eq "$r" ? "yes" : "no"), "\n";
print "refaddr of a blessed ref: ", (sprintf("Foo=HASH(0x%x)", refaddr($o)) eq "$o" ? "yes" : "no"), "\n";
print "refaddr of a non-ref: ", (defined refaddr(1) ? "defined" : "undef"), "\n";

my $d = dualvar(5, "five");
print "dualvar: $d ", $d + 1, " ", ($d ? "true" : "false"), "\n";
my $d2 = dualvar(2.5, "x");
print "dualvar float: $d2 ", $d2 * 2, "\n";
my $d3 = dualvar(0, "zero but true");
print "dualvar truth follows the string: ", ($d3 ? "true" : "false"), " ", $d3 + 0, "\n";

my $x = 1;
print "readonly: ", readonly($x), " ", readonly(1), " ", readonly("str"), "\n";
for my $c (1, 2) {
    print "loop over constants: ", (readonly($c) ? "readonly" : "writable"), "\n";
}
print "isvstring: [", isvstring($x), "] tainted: [", tainted($x), "]\n";
print "qualified: ", Scalar::Util::blessed($o), " ", Scalar::Util::reftype($o), "\n";
