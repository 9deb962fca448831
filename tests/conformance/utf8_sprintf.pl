# sprintf/printf with character strings: the result is UTF-8 when a %s argument or the
# format is (the Latin-1 pieces around it are upgraded, before and after), %s widths and
# precisions count characters, %vd of a character string gives its code points, a %c
# above 255 makes the result UTF-8 (its width still counts bytes, as perl's does).
use strict;
use warnings;

sub f { utf8::is_utf8($_[0]) ? "U" : "b" }
sub o { join ",", map { ord } split //, $_[0] }

my $w = "a\x{263a}b";
my $e = "\xe9";
utf8::upgrade($e);
my @t = (
    sprintf("%s", $w),
    sprintf("%5s|", "\x{263a}"),
    sprintf("%-5s|", "\x{263a}"),
    sprintf("%.1s", "\x{263a}b"),
    sprintf("%s%s", "\xe9", "\x{100}"),
    sprintf("\xe9%s", "\x{100}"),
    sprintf("%c%s", 0xe9, "\x{100}"),
    sprintf("%s%c", "\xe9", 0x100),
    sprintf("%vd", "\x{100}\x{200}"),
    sprintf("%vd", "1.22.333"),
    sprintf("%s\x{263a}", "\xe9"),
    sprintf("%-3s|", $e),
    sprintf("%03s|", "\x{263a}"),
    sprintf("%.0c|", 0x263a),
    sprintf("%5c|", 0x263a),
    sprintf("%s %d %s", "\xe9", 42, "\x{263a}"),
    sprintf("%*v02x", "\x{2014}", "1.2"),
    sprintf("%vd", "\xe9\xff"),
    sprintf("%2\$s %1\$s", "\x{100}", "\xe9"),
    sprintf("%s", "\xe9"),
    sprintf("%10.2s|", "\x{263a}\x{263a}\x{263a}"),
);
for (@t) { print o($_), " ", f($_), " ", length($_), "\n" }
printf("%s|%5s|\n", "\xe9", "\x{263a}");
my $line = sprintf("%-6s|%6s|", "caf\x{e9}", "\x{263a}\x{263a}");
print length($line), "\n";
# printf of a character string whose characters all fit in Latin-1 writes Latin-1
# bytes, without a warning; an ASCII result of a character string is plain too.
printf("%s|%s\n", $e, "x");
(my $sq = "a\x{263a}\x{263b}b") =~ tr/a-z/-/cs;
printf("%s\n", $sq);
