use strict;
use warnings;

# Changing strings with substr: the 4-argument form and substr as an lvalue.
my $t = "Hello, World";
my $old = substr($t, 0, 5, "Howdy");
print "4-arg replaced [$old]: $t\n";
substr($t, -5, 5, "Perl!");
print "replace at end: $t\n";
substr($t, 5, 0, " there");
print "insert with length 0: $t\n";
substr($t, 0, 6, "");
print "delete with empty replacement: $t\n";
my $grow = "ab";
substr($grow, 1, 1, "BBBB");
print "longer replacement: $grow\n";

my $u = "abcdef";
substr($u, 2, 2) = "XYZ";
print "lvalue assignment: $u\n";
substr($u, 0, 1) =~ tr/a-z/A-Z/;
print "lvalue with tr: $u\n";
substr($u, -1) .= "!";
print "lvalue append: $u\n";
substr($u, 1, 3) =~ s/X/x/;
print "lvalue with s///: $u\n";

# masking all but the last four characters
my $card = "4111111111111111";
substr($card, 0, -4) =~ tr/0-9/*/;
print "masked: $card\n";

# replacing every occurrence found with index
my $text = "one fish two fish red fish";
my $pos = 0;
while (($pos = index($text, "fish", $pos)) >= 0) {
    substr($text, $pos, 4, "FISH");
    $pos += 4;
}
print "replaced: $text\n";

# lvalue substr past the end is fatal; 4-arg past the end too
my $v = "short";
my $ok = eval { substr($v, 10, 1) = "x"; 1 };
print "lvalue past end: ", ($ok ? "ok\n" : $@);
$ok = eval { substr($v, 10, 1, "x"); 1 };
print "4-arg past end: ", ($ok ? "ok\n" : $@);
