use strict;
use warnings;

sub yn { return $_[0] ? "yes" : "no" }
sub vis { my $s = shift; $s =~ s/\n/\\n/g; return $s }

# ^ $ \A \z \Z with and without a trailing newline.
for my $s ("abc", "abc\n", "abc\n\n") {
    printf "%-9s \$:%s \\z:%s \\Z:%s\n", vis($s),
        yn($s =~ /c$/), yn($s =~ /c\z/), yn($s =~ /c\Z/);
}

my $multi = "first\nsecond\nthird\n";
print "^ with /m finds: ", join(",", $multi =~ /^(\w+)/mg), "\n";
print "\\A with /m finds: ", join(",", $multi =~ /\A(\w+)/mg), "\n";
print "\$ with /m finds: ", join(",", $multi =~ /(\w+)$/mg), "\n";
print "\\z with /m finds: ", join(",", $multi =~ /(\w+)\z/mg), " (none expected)\n";
print "\\Z with /m finds: ", join(",", $multi =~ /(\w+)\Z/mg), "\n";

# \b and \B.
my $txt = "cat concat cat's catalog bobcat scatter";
my @whole = $txt =~ /\b(cat)\b/g;
print "whole-word cat: ", scalar(@whole), "\n";
my @prefix = $txt =~ /\b(cat\w*)/g;
print "words starting with cat: @prefix\n";
my @inside = $txt =~ /\B(cat)\B/g;
print "cat strictly inside a word: ", scalar(@inside), "\n";
my @suffix = $txt =~ /(\w*cat)\b/g;
print "words ending in cat: @suffix\n";
print "\\b at string edges: ", yn("x" =~ /^\bx\b$/), "\n";
print "\\b between punctuation: ", yn("--" =~ /-\b-/), " \\B: ", yn("--" =~ /-\B-/), "\n";

# Counting word boundaries.
my $b_count = () = "hi there, you" =~ /\b/g;
print "boundaries in 'hi there, you': $b_count\n";

# Empty string and anchors.
print "empty ^\$: ", yn("" =~ /^$/), " \\A\\z: ", yn("" =~ /\A\z/), "\n";
print "newline only ^\$: ", yn("\n" =~ /^$/), " \\A\\z: ", yn("\n" =~ /\A\z/), "\n";

# Anchors in validation.
for my $in ("12345", "123456", " 1234", "12345\n", "abcde") {
    my $loose = $in =~ /^\d{5}$/ ? "ok" : "bad";
    my $strict = $in =~ /\A\d{5}\z/ ? "ok" : "bad";
    printf "%-10s loose=%s strict=%s\n", "'" . vis($in) . "'", $loose, $strict;
}

# Anchor inside alternation needs grouping.
print "precedence: ", yn("xab" =~ /^a|b$/), " grouped: ", yn("xab" =~ /^(?:a|b)$/), "\n";

# ^ in the middle of a pattern can never match except with /m after newline.
print "mid ^: ", yn("a\nb" =~ /a\n^b/), " with m: ", yn("a\nb" =~ /a\n^b/m), "\n";
