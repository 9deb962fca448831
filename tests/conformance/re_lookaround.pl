use strict;
use warnings;

# Positive and negative lookahead.
my @with_digit = grep { /^(?=.*\d)\w+$/ } qw(abc a1c 123 x_y z9);
print "contains a digit: @with_digit\n";

# Password rules as a conjunction of lookaheads.
for my $pw (qw(Secret12 secret12 SECRET12 Secretxx Se1 GoodPass9)) {
    my $ok = $pw =~ /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/ ? "strong" : "weak";
    print "$pw: $ok\n";
}

my @not_followed = "foobar foobaz foo" =~ /\bfoo(?!bar)\w*/g;
print "foo not followed by bar: @not_followed\n";

# Lookbehind, positive and negative.
my $prices = 'USD 10, $20, EUR 30, $45';
my @dollars = $prices =~ /(?<=\$)(\d+)/g;
print "dollar amounts: @dollars\n";
my @not_dollar = $prices =~ /(?<![\$\d])(\d+)/g;
print "non-dollar amounts: @not_dollar\n";

# Lookarounds are zero-width: the match text excludes them.
if ("price: 100EUR" =~ /\d+(?=EUR)/) { print "match is [$&], post is [$']\n" }

# Commify with lookahead/lookbehind.
for my $n (1, 12, 123, 1234, 1234567, 1234567890) {
    (my $c = $n) =~ s/(?<=\d)(?=(?:\d{3})+$)/,/g;
    print "$n => $c\n";
}
# Classic reverse-based commify for comparison.
my $num = reverse "9876543";
$num =~ s/(\d{3})(?=\d)/$1,/g;
print "reverse method: ", scalar reverse($num), "\n";

# \K keeps the left part out of the match.
(my $k = "width=100 height=200") =~ s/height=\K\d+/250/;
print "\\K replace: $k\n";
if ("key: value" =~ /key:\s*\K\w+/) { print "\\K match: [$&] pre [$`]\n" }
my @after_colon = "a:1 b:22 c:333" =~ /\w:\K\d+/g;
print "\\K with /g: @after_colon\n";

# Variable-length alternation in lookbehind (each branch fixed length).
my @ext = "a.pl b.pm c.txt d.PL" =~ /\b(\w+\.\w+)(?<=\.pl|\.pm)\b/gi;
print "perl files: @ext\n";

# Lookahead inside split: split before capital letters, not consuming them.
print "camel split: ", join(" ", split /(?=[A-Z])/, "parseHttpRequestHeader"), "\n";
# Lookbehind split: after each comma, keeping the comma.
print "split after comma: ", join("|", split /(?<=,)/, "a,b,c"), "\n";

# Negative lookahead to exclude words from a list.
my @words = qw(apple banana cherry avocado apricot);
my @not_a = grep { /^(?!a)/ } @words;
print "not starting with a: @not_a\n";
my @a_not_ap = grep { /^a(?!p)/ } @words;
print "a but not ap: @a_not_ap\n";

# Lookahead with captures inside: captures still set.
if ("abc123" =~ /^(?=(\w+?)(\d+))/) { print "captured in lookahead: $1 / $2, match length ", length($&), "\n" }

# Overlapping matches via lookahead.
my @triples = "abcde" =~ /(?=(\w{3}))/g;
print "sliding window: @triples\n";

# Negative lookbehind for unescaped quotes.
my $str = 'say "a \"b\" c" ok';
my @unescaped;
while ($str =~ /(?<!\\)"/g) { push @unescaped, pos($str) - 1 }
print "unescaped quote positions: @unescaped\n";
