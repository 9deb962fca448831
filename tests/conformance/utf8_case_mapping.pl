# uc/lc/ucfirst/lcfirst (and \U \L \u \l) follow perl's rules: a UTF-8-flagged string
# is cased by Unicode's full mappings (an upgraded "\xe9" upper-cases to "\xc9", "\xdf"
# to "SS", ucfirst uses the titlecase: U+01C6 gives U+01C5, "\xdf" gives "Ss"), a byte
# string by ASCII's rules only, unless `use feature 'unicode_strings'` (or use v5.12+)
# is in effect, when its Latin-1 characters use Unicode's rules too (and a result with a
# character above 0xFF, as uc "\xff" is U+0178, becomes UTF-8).
use strict;
use warnings;

sub o { join ",", map { ord } split //, $_[0] }
sub f { utf8::is_utf8($_[0]) ? "U" : "b" }

my $x = "\xe9";
my $y = $x;
utf8::upgrade($y);
print ord(uc $x), " ", ord(uc $y), " ", ord(ucfirst $y), " ", ord(lc "\xc9"), "\n";
my $z = "\xc9";
utf8::upgrade($z);
print ord(lc $z), " ", ord(lcfirst $z), " ", f(uc $y), f(uc $x), f(lc $z), "\n";
my $s = "stra\xdfe";
utf8::upgrade($s);
my $up = uc $s;
print length($up), " ", $up eq "STRASSE" ? "SS" : "no", "\n";
print ord(uc "\xff"), " ", o(uc "\x{ff}\x{101}"), " ", o(ucfirst "\x{1c6}a"), " ", o(ucfirst "\x{df}x\x{100}"), "\n";
print o(lc "\x{130}\x{3a3}"), " ", o(uc "\x{149}"), " ", o(lc "\x{1c5}"), " ", o(ucfirst "\x{1c4}"), "\n";
print o(uc "\x{3c3}\x{3c2}\x{345}"), " ", o(lc "\x{3a3}\x{3a3}"), " ", o(ucfirst "\x{587}"), " ", o(ucfirst "\x{10d0}"), "\n";
print o(uc "\x{fb00}"), " ", o(ucfirst "\x{fb00}"), " ", o(lcfirst "\x{100}\x{100}"), "\n";
my $mixed = "\x{e9}t\x{e9} \x{263a}";
print o(uc $mixed), " ", o(ucfirst $mixed), " ", f(ucfirst $mixed), "\n";
print o("\U$y\E"), " ", length("\U$y"), " ", ord("\u$y"), " ", o("\L\x{c9}\x{100}B"), " ", o("\u\L\x{c9}AB"), "\n";
# ASCII in an upgraded string.
my $bad = "a\xe9";
utf8::upgrade($bad);
print length(uc $bad), " ", o(uc $bad), "\n";

{
    use feature 'unicode_strings';
    print ord(uc $x), " ", ord(lc "\xc0"), " ", length(uc "\xdf"), " ", o(uc "\xdf"), " ", ord(ucfirst "\xff"), "\n";
    print f(uc "\xff"), f(uc "\xe9"), f(ucfirst "\xdf"), f(lc "\xc0"), " ", o(ucfirst "\xdfa"), " ", o(uc "\xb5"), "\n";
    print o("\u${x}x"), " ", o("\U${x}\xff\E"), " ", o(lcfirst "\xc9\xc9"), " ", o(lc "\xc0\xde\xd7"), "\n";
    for ("\xe9") { print o(uc), "\n" }
    no feature 'unicode_strings';
    print ord(uc $x), "\n";
}
print ord(uc $x), "\n";
{
    use v5.12;
    print ord(uc $x), " ", o(ucfirst "\xe9\xe9"), "\n";
}
{
    use feature ':5.10';
    print ord(uc $x), "\n";
}
{
    use feature ':5.12';
    print ord(uc $x), "\n";
}
