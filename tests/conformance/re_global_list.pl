use strict;
use warnings;

# m//g in list context: with no groups it returns all matches, with groups
# it returns all captures of all matches, flattened.
my $text = "apples=3, pears=10, plums=0, figs=25";

my @numbers = $text =~ /\d+/g;
print "numbers: @numbers (", scalar(@numbers), ")\n";

my @words = $text =~ /[a-z]+/g;
print "words: ", join("|", @words), "\n";

my @pairs = $text =~ /(\w+)=(\d+)/g;
print "pairs flat: @pairs\n";

my %stock = $text =~ /(\w+)=(\d+)/g;
print "hash from /g: ", join(", ", map { "$_ => $stock{$_}" } sort keys %stock), "\n";

my @one_group = $text =~ /(\w)\w*=/g;
print "initials: @one_group\n";

# Count matches: assign to an empty list in scalar context.
my $count = () = $text =~ /\d/g;
print "digit count: $count\n";

# No match gives an empty list.
my @none = $text =~ /xyz/g;
print "no matches: ", scalar(@none), "\n";

# Optional groups contribute undef entries.
my @opt = "a1 b c3" =~ /(\w)(\d)?/g;
print "with undef: ", join(",", map { defined $_ ? $_ : "u" } @opt), "\n";

# Zero-length matches: perl advances past them.
my @empties = "abc" =~ /x*/g;
print "zero-length matches: ", scalar(@empties), " [", join("|", @empties), "]\n";
my @mixed = "aab" =~ /a*/g;
print "a* on aab: ", join("|", map { "<$_>" } @mixed), "\n";

# Overlapping matches are not found...
my @plain = "aaaa" =~ /aa/g;
print "non-overlapping aa: ", scalar(@plain), "\n";
# ...unless a lookahead captures.
my @overlap = "aaaa" =~ /(?=(aa))/g;
print "overlapping aa: ", scalar(@overlap), "\n";

# /g list match directly in a for loop and in map.
for my $tag ("<b>bold</b> and <i>it</i>" =~ /<(\w+)>/g) {
    print "open tag: $tag\n";
}
my @lens = map { length } "one three fifteen" =~ /\w+/g;
print "lengths: @lens\n";

# List-context /g resets pos; a following scalar /g starts at 0.
my $s = "x1y2z3";
my @all = $s =~ /\d/g;
print "all: @all, pos after list /g: ", (defined pos($s) ? pos($s) : "undef"), "\n";

# Captures after a list /g refer to the last match.
my @kv = "a=1;b=2;c=3" =~ /(\w)=(\d)/g;
print "after list /g: \$1=$1 \$2=$2, total ", scalar(@kv), "\n";

# Using /g list results with sort and uniqueness.
my %seen;
my @uniq = grep { !$seen{$_}++ } sort "the cat and the hat and the bat" =~ /\b(\w+)\b/g;
print "unique sorted: @uniq\n";
