# \N{...} in strings and patterns: Unicode names and aliases (charnames' :full), named
# sequences, algorithmic names (CJK, Hangul), \N{U+hex}; the string is UTF-8 even when
# all its characters are ASCII; in a pattern the character matches itself (a `.` named
# is no metacharacter) while \N{3} is still three non-newlines.
use strict;
use warnings;
binmode STDOUT, ':utf8';

print "\N{GREEK SMALL LETTER ALPHA}\N{GREEK SMALL LETTER BETA}\N{GREEK SMALL LETTER GAMMA}\n";
printf "%vX\n", "\N{LATIN SMALL LETTER E WITH ACUTE}\N{SNOWMAN}\N{EURO SIGN}\N{DIGIT ZERO}";
print length("\N{LATIN CAPITAL LETTER A WITH MACRON AND GRAVE}"), "\n";
printf "%X %X %X\n", ord "\N{CJK UNIFIED IDEOGRAPH-4E2D}", ord "\N{HANGUL SYLLABLE HAN}",
    ord "\N{HANGUL SYLLABLE GEUL}";
print "aliases: ", join(",", map { sprintf "%X", ord } "\N{NUL}", "\N{LF}", "\N{SPACE}",
    "\N{NBSP}", "\N{BOM}"), "\n";
print "U+: \N{U+263A} \N{U+E9} \N{U+0041}\n";
print "flags: ", (utf8::is_utf8("\N{U+41}") ? 1 : 0), (utf8::is_utf8("A") ? 1 : 0),
    " eq: ", ("\N{U+41}" eq "A" ? 1 : 0), ("\N{U+E9}" eq "\xe9" ? 1 : 0), "\n";
my $s = "caf\N{LATIN SMALL LETTER E WITH ACUTE} \N{WHITE SMILING FACE} a.b axb";
print "match: ", ($s =~ /\N{U+E9}/ ? 1 : 0), ($s =~ /\N{WHITE SMILING FACE}/ ? 1 : 0),
    " dot: ", scalar(() = $s =~ /a\N{FULL STOP}b/g), " any: ", scalar(() = $s =~ /a\N{1}b/g), "\n";
(my $t = $s) =~ s/\N{WHITE SMILING FACE}/:-)/;
print "$t\n";
my $x = "e\N{COMBINING ACUTE ACCENT}";
print length($x), " ", ($x =~ /^\X$/ ? "one grapheme" : "more"), "\n";
my %h = ("\N{SNOWMAN}" => "snow");
print "key: ", $h{"\x{2603}"}, " ", (exists $h{"\N{U+2603}"} ? 1 : 0), "\n";
