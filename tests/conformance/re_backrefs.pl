use strict;
use warnings;

sub yn { return $_[0] ? "yes" : "no" }

# \1 style backreferences.
my $text = "this is is a test test of the the code";
my @doubled = $text =~ /\b(\w+)\s+\1\b/g;
print "doubled words: @doubled\n";
(my $fixed = $text) =~ s/\b(\w+)(\s+\1\b)+/$1/g;
print "fixed: $fixed\n";

# Matching balanced quotes of either kind.
for my $s (q{'single'}, q{"double"}, q{'mixed"}, q{"it's"}) {
    if ($s =~ /^(["'])(.*)\1$/) { print "$s: quoted by $1, content <$2>\n" }
    else { print "$s: not properly quoted\n" }
}

# \g{N}, \gN and relative \g{-N}.
print "\\g1: ", yn("abab" =~ /(ab)\g1/), "  \\g{1}: ", yn("xyxy" =~ /(xy)\g{1}/), "\n";
print "\\g{-1}: ", yn("aa-bb" =~ /(a)\g{-1}-(b)\g{-1}/), "\n";
print "\\g{-2}: ", yn("xyx" =~ /(x)(y)\g{-2}/), " ", yn("xyy" =~ /(x)(y)\g{-2}/), "\n";
# Relative refs make a reusable fragment independent of group numbering.
my $pair = qr/(\w)\g{-1}/;
my @pairs = "aabxccdeef" =~ /$pair/g;
print "letter pairs: @pairs\n";
my @two = "a-bb c-dd e-fg" =~ /(\w)-$pair/g;
print "relative in composed pattern: @two\n";

# \k<name> and \k'name' and \g{name}.
print "\\k<n>: ", yn("abcabc" =~ /(?<n>abc)\k<n>/), "  \\k'n': ", yn("zz" =~ /(?<n>z)\k'n'/), "  \\g{n}: ", yn("qq" =~ /(?<n>q)\g{n}/), "\n";

# Backreference with /i matches case-insensitively.
print "case-insensitive backref: ", yn("Hello hello" =~ /^(\w+) \1$/i), " without /i: ", yn("Hello hello" =~ /^(\w+) \1$/), "\n";

# Backreference to a group that did not participate fails.
print "unset group backref: ", yn("b" =~ /(a)?b\1/), "\n";
print "empty group backref: ", yn(scalar("b" =~ /(a?)b\1/)), "\n";
# Careful: in list context (a sub argument) the match returns its captures,
# here a single empty string, which is false.
print "same match as a list argument: ", yn("b" =~ /(a?)b\1/), "\n";

# Palindromes of length 3-5 using backrefs.
for my $w (qw(level radar abcba abba hello noon x)) {
    my $p = $w =~ /^(\w)(\w)?\w?\2\1$/ ? "palindrome-ish" : "no";
    print "$w: $p\n";
}

# Repeated characters: runs of 3+.
my @runs = "aaabccccdde" =~ /((\w)\2{2,})/g;
my @only_runs = map { $runs[$_] } grep { $_ % 2 == 0 } 0 .. $#runs;
print "runs: @only_runs\n";

# Repeated groups in HTML-like tags: closing tag matches opening.
my $doc = "<b>bold</b> <i>bad</b> <em>ok</em>";
my @ok = $doc =~ m{<(\w+)>[^<]*</\1>}g;
print "well-formed tags: @ok\n";

# Backrefs in substitution: squeeze repeated letters.
(my $sq = "bookkeeper mississippi") =~ s/(\w)\1+/$1/g;
print "squeezed: $sq\n";

# \10 is a backreference only if there are 10 groups; otherwise octal.
print "\\10 as backref: ", yn("abcdefghijj" =~ /(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10/), "\n";
print "\\10 as octal (backspace): ", yn("x\x08" =~ /(x)\10/), "\n";
