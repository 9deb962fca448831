use strict;
use warnings;

my $text = <<'END';
first line
second line
third line
END

# /m: ^ and $ match at each line.
(my $numbered = $text) =~ s/^/> /mg;
print $numbered;
(my $ends = $text) =~ s/$/;/mg;
print "dollar with /m also matches at the very end: ", $ends =~ s/\n/\\n/gr, "\n";
# Without /m only the start of the string.
(my $once = $text) =~ s/^/> /g;
print $once;

# /s: dot matches newline.
(my $joined = $text) =~ s/line.second/LINE+SECOND/s;
print $joined;
(my $nojoin = $text) =~ s/line.second/LINE+SECOND/;
print "without /s unchanged: ", ($nojoin eq $text ? "yes" : "no"), "\n";

# /x: whitespace and comments in the pattern are ignored.
my $date = "Date: 2024-01-31";
$date =~ s/
    (\d{4})   # year
    -
    (\d\d)    # month
    -
    (\d\d)    # day
/$3.$2.$1/x;
print "$date\n";
# In /x a literal space must be escaped or in a class.
my $spaced = "a b c";
(my $xs = $spaced) =~ s/ b [ ] c /B_C/x;
print "x with class space: $xs\n";
(my $xe = $spaced) =~ s/a\ b/A_B/x;
print "x with escaped space: $xe\n";

# Combined /gimsx.
my $html = "<P>one</p>\n<p>two\nlines</P>";
(my $stripped = $html) =~ s{ < /? p > }{|}gix;
print "stripped: $stripped\n";
my @paras = $html =~ m{<p>(.*?)</p>}gis;
print "paras: ", join(" / ", map { s/\n/\\n/r } @paras), "\n";

# Case-changing escapes in the replacement.
my $name = "jOHN smith";
(my $proper = $name) =~ s/(\w+)/\u\L$1/g;
print "proper: $proper\n";
(my $upper = $name) =~ s/(\w+) (\w+)/\U$2\E, $1/;
print "upper last: $upper\n";
(my $lower1 = "HELLO") =~ s/(\w)(\w+)/$1\L$2/;
print "lower rest: $lower1\n";
(my $lc_first = "ABC") =~ s/(\w+)/\l$1/;
print "lcfirst: $lc_first\n";

# Zero-length matches with s///g.
(my $between = "abc") =~ s/(?:)/-/g;
print "empty group: $between\n";
(my $star = "abc") =~ s/x*/-/g;
print "x* everywhere: $star\n";
(my $bstar = "aaa") =~ s/a*/X/g;
print "a* greedy then empty: $bstar\n";

# Word boundaries in substitution.
(my $b = "cat concat cats") =~ s/\bcat\b/dog/g;
print "boundaries: $b\n";

# Anchored at end with \z vs $ and a trailing newline.
my $nl = "line\n";
(my $d1 = $nl) =~ s/$/!/;
(my $d2 = $nl) =~ s/\z/!/;
print "dollar: ", $d1 =~ s/\n/\\n/gr, "  z: ", $d2 =~ s/\n/\\n/gr, "\n";
