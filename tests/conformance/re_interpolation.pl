use strict;
use warnings;

sub yn { return $_[0] ? "yes" : "no" }

# Variables interpolated into patterns are regex source.
my $word = "ca.t";
print "dot is meta: ", yn(scalar("cart" =~ /$word/)), " ", yn(scalar("caxt" =~ /$word/)), "\n";
print "\\Q makes literal: ", yn(scalar("cart" =~ /\Q$word\E/)), " ", yn(scalar("ca.t" =~ /\Q$word\E/)), "\n";
print "quotemeta: ", quotemeta("a.b*c?(d)[e]{f}|g^h\$i+j\\k/l m-n"), "\n";
my $qm = quotemeta($word);
print "with quotemeta var: ", yn(scalar("xca.ty" =~ /$qm/)), "\n";

# \Q applies until \E; the rest is still a regex.
my $lit = "1+1";
print "\\Q...\\E then meta: ", yn(scalar("1+1=2" =~ /^\Q$lit\E=\d$/)), "\n";
print "without \\Q: ", yn(scalar("1+1=2" =~ /^$lit=\d$/)), " ", yn(scalar("11=2" =~ /^$lit=\d$/)), "\n";

# User data with metacharacters searched literally.
my @needles = ('$5.00', 'a+b', '(x)', 'C:\\dir', 'what?', '[0]');
my $haystack = 'Pay $5.00 for a+b (x) at C:\\dir, what? [0]';
for my $n (@needles) {
    my $found = $haystack =~ /\Q$n\E/ ? "found at $-[0]" : "missing";
    print "$n: $found\n";
}

# Interpolating array elements and hash values, and expressions with @{[ ]}.
my @parts = ("fo+", "ba[rz]");
my %pat = (num => '\d+');
print "array element: ", yn(scalar("fooo" =~ /^$parts[0]$/)), "\n";
print "hash value: ", yn(scalar("x42" =~ /x$pat{num}/)), "\n";
my $n = 3;
print "expression: ", yn(scalar("aaa" =~ /^a{@{[ $n ]}}$/)), "\n";
print "quantifier from var: ", yn(scalar("aaa" =~ /^a{$n}$/)), " ", yn(scalar("aaaa" =~ /^a{$n}$/)), "\n";

# Interpolating an array joins with spaces ($" = ' ').
my @alts = qw(red green blue);
print "array in pattern: ", yn(scalar("red green blue" =~ /^@alts$/)), "\n";
{
    local $" = "|";
    my @colors = "the green and blue sky" =~ /\b(@alts)\b/g;
    print "array with \$\" = '|': ", join(",", @colors), "\n";
}

# Building patterns at run time in a loop.
my @banned = ("bad", "worse", "a.b");
my @msgs = ("this is bad", "all good", "worse case", "axb is fine", "a.b is not");
for my $m (@msgs) {
    my @hits;
    for my $b (@banned) {
        push @hits, $b if $m =~ /\b\Q$b\E\b/;
    }
    printf "%-12s %s\n", $m, @hits ? "banned: @hits" : "ok";
}

# Combining into one alternation, longest first.
my @ops = ('=', '==', '!=', '<', '<=', '<<');
my $alt = join "|", map { quotemeta } sort { length($b) <=> length($a) || $a cmp $b } @ops;
print "ops pattern: $alt\n";
my @toks = "a<=b==c<<d!=e=f<g" =~ /($alt)/g;
print "operators: @toks\n";

# Interpolation of $ at the end of a pattern is an anchor, not a variable.
print "trailing \$ anchor: ", yn(scalar("abc" =~ /c$/)), "\n";
# $| is not interpolated in patterns: it is an anchor followed by alternation.
print "alternation with \$|: ", yn(scalar("b" =~ /a$|b/)), "\n";

# A variable containing an empty string.
my $empty = "";
print "empty var pattern: ", yn(scalar("xyz" =~ /x$empty/)), "\n";

# Case conversion escapes in patterns.
my $mixed = "Hello";
print "\\U in pattern: ", yn(scalar("HELLO" =~ /^\U$mixed\E$/)), " \\L: ", yn(scalar("hello" =~ /^\L$mixed$/)), "\n";
