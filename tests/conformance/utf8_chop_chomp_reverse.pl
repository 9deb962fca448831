# chop, chomp and scalar reverse on UTF-8-flagged strings: chop removes (and returns)
# the last character, not its last byte; chomp keeps the UTF-8 flag and counts
# characters, with $/ matched in the string's form (upgraded or downgraded); reverse
# reverses characters and upgrades byte strings concatenated with character strings.
use strict;
use warnings;

sub f { utf8::is_utf8($_[0]) ? "U" : "b" }
sub o { join ",", map { ord } split //, $_[0] }

my $s = "\x{263a}\n";
my $n = chomp $s;
print $n, length($s), f($s), "\n";
my $t = "a\x{263a}";
my $ch = chop $t;
print length($t), length($ch), f($ch), f($t), " ", o($ch), "\n";
my $u = "\xe9\n";
utf8::upgrade($u);
chomp $u;
print f($u), length($u), "\n";
my $v = "x\x{263a}\n";
chop $v;
chop $v;
print length($v), f($v), " $v\n";
{
    local $/ = "\x{263a}";
    my $w = "ab\x{263a}";
    my $k = chomp $w;
    print $k, " ", o($w), f($w), "\n";
    my $b = "ab\xe2\x98\xba";
    $k = chomp $b;
    print $k, length($b), "\n";
}
{
    local $/ = "\xe9";
    my $w = "ab\x{e9}";
    utf8::upgrade($w);
    my $k = chomp $w;
    print $k, " ", o($w), f($w), "\n";
}
{
    local $/ = "\xe9\xe9";
    utf8::upgrade($/);
    my $w = "ab\xe9\xe9";
    my $k = chomp $w;
    print $k, " ", o($w), f($w), "\n";
}
{
    local $/ = "";
    my $w = "\x{263a}\n\n\n";
    my $k = chomp $w;
    print $k, length($w), f($w), "\n";
}
my @l = ("\x{100}\n", "b\n");
my $m = chomp @l;
print $m, f($l[0]), "\n";
my $empty = "";
my $x = chop $empty;
print defined $x ? "[$x]" : "undef", "\n";

my $r = reverse "\x{263a}ab\xe9";
print o($r), f($r), "\n";
my $r2 = reverse "ab", "\x{100}c", "\xe9";
print o($r2), f($r2), "\n";
$_ = "x\x{263a}y";
my $r3 = reverse;
print o($r3), "\n";
my $r4 = reverse "abc\xe9";
print o($r4), f($r4), "\n";
my @rl = reverse "\x{263a}b", "c";
print o($rl[0]), " ", o($rl[1]), "\n";
