# tr/// on character strings (UTF-8): byte-range lists apply by code point; characters
# above 0xFF are only in complemented lists.
use strict;
use warnings;

my $s = "h\x{e9}llo w\x{263a}rld";
(my $up = $s) =~ tr/a-z/A-Z/;
printf "upper: length %d, ascii letters changed: %s\n", length $up, ($up =~ /^H\x{e9}LLO W\x{263a}RLD$/ ? "yes" : "no");
my $lower = ($s =~ tr/a-z//);
print "lowercase ascii letters: $lower\n";
my $only = $s;
my $gone = ($only =~ tr/a-z//cd);
print "deleted $gone non-letters, left: $only\n";
my $plain = $s =~ tr/\x{e9}/e/r;
print "e-acute replaced: ", ($plain =~ /^hello w/ ? "yes" : "no"), ", original kept: ", ($s =~ /\x{e9}/ ? "yes" : "no"), "\n";
my $wide = ($s =~ tr/\x00-\xff//c);
print "characters above 0xFF: $wide\n";
(my $sq = "a\x{263a}\x{263b}b") =~ tr/a-z/-/cs;
printf "squeezed complement: %s (length %d)\n", $sq, length $sq;
my $count = () = "\x{100}\x{101}x" =~ /./g;
print "three characters: $count\n";
