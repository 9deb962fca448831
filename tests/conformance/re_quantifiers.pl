use strict;
use warnings;

sub m1 { my ($re, $s) = @_; return $s =~ $re ? "[$&]" : "no match" }

my $html = '<b>bold</b> and <i>italic</i>';
print "greedy .*: ", m1(qr/<.*>/, $html), "\n";
print "lazy .*?: ", m1(qr/<.*?>/, $html), "\n";
print "lazy +?: ", m1(qr/a+?/, "aaa"), "  greedy +: ", m1(qr/a+/, "aaa"), "\n";
print "lazy ??: ", m1(qr/ab??/, "ab"), "  greedy ?: ", m1(qr/ab?/, "ab"), "\n";
print "lazy {2,}?: ", m1(qr/a{2,}?/, "aaaa"), "  greedy {2,}: ", m1(qr/a{2,}/, "aaaa"), "\n";
print "lazy {1,3}?: ", m1(qr/\d{1,3}?/, "12345"), "\n";

# Exact and bounded counts.
print "{3}: ", m1(qr/\d{3}/, "ab12345"), "\n";
print "{2,4}: ", m1(qr/\d{2,4}/, "ab12345"), "\n";
print "{,2} means {0,2} since perl 5.34: ", m1(qr/ax{,2}/, "axxx"), "\n";
print "escaped brace is literal: ", m1(qr/x\{,2}/, "x{,2}"), "\n";
print "{0}: ", m1(qr/ab{0}c/, "ac"), "\n";
print "* can match empty: ", m1(qr/x*/, "abc"), "\n";

# Lazy quantifier still finds the leftmost match first.
print "leftmost beats shortest: ", m1(qr/a.*?b/, "aaab"), "\n";

# Lazy matching to extract quoted strings.
my @quoted = q{say "hi" then "bye" now} =~ /"(.*?)"/g;
print "quoted: @quoted\n";
my @greedy = q{say "hi" then "bye" now} =~ /"(.*)"/g;
print "greedy quoted: @greedy\n";

# Possessive quantifiers never give back.
print "greedy a+a: ", m1(qr/a+a/, "aaaa"), "  possessive a++a: ", m1(qr/a++a/, "aaaa"), "\n";
print "possessive *+: ", m1(qr/"[^"]*+"/, '"quoted"'), "\n";
print "possessive ?+: ", m1(qr/ab?+b/, "abb"), " vs ", m1(qr/ab?+b/, "ab"), "\n";
print "possessive {n,m}+: ", m1(qr/\d{2,4}+4/, "12345"), " vs ", m1(qr/\d{2,3}+4/, "1234"), "\n";

# Atomic groups behave like possessive.
print "atomic (?>a+)a: ", m1(qr/(?>a+)a/, "aaaa"), "\n";
print "atomic (?>a+)b: ", m1(qr/(?>a+)b/, "aaab"), "\n";
print "atomic alternation: ", m1(qr/(?>ab|a)b/, "ab"), " vs non-atomic ", m1(qr/(?:ab|a)b/, "ab"), "\n";

# Alternation is ordered, not longest.
print "alt order: ", m1(qr/cat|category/, "category"), " ", m1(qr/category|cat/, "category"), "\n";

# Quantified groups and captures.
if ("abcabcabc" =~ /^(abc){2}/) { print "group{2}: matched [$&] capture [$1]\n" }
if ("1.2.3.4" =~ /^(\d+)(?:\.(\d+)){3}$/) { print "last repeat capture: $1 / $2\n" }

# Nested quantifiers on a realistic number pattern.
for my $n ("3.14", "-2", "1e10", "6.02e+23", ".5", "1.", "abc", "1.2.3") {
    my $ok = $n =~ /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/ ? "number" : "not a number";
    printf "%-9s %s\n", $n, $ok;
}

# Backtracking count: how a greedy quantifier yields to the rest of the pattern.
if ("aaaa1234" =~ /^(\w+)(\d+)$/)  { print "greedy split: [$1][$2]\n" }
if ("aaaa1234" =~ /^(\w+?)(\d+)$/) { print "lazy split: [$1][$2]\n" }
if ("aaaa1234" =~ /^(\w++)(\d*)$/) { print "possessive split: [$1][$2]\n" }
