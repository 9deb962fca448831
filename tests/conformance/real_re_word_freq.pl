use strict;
use warnings;

# Word frequency counter: normalise, split on non-word characters, report top N.
my $text = <<'END';
It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was
the epoch of incredulity, it was the season of Light, it was the season of
Darkness, it was the spring of hope, it was the winter of despair -- we had
everything before us, we had nothing before us; we were all going direct to
Heaven, we were all going direct the other way. "Don't" isn't a word-count
problem: e-mail, re-entry and O'Neil's 2nd edition (1859) cost $3.50!
END

my %stop = map { $_ => 1 } qw(the of a to and it was we all);

my %freq;
my %first_seen;
my $total = 0;
my $pos = 0;
for my $raw (split /[^\w'-]+/, $text) {
    next unless length $raw;
    my $w = lc $raw;
    $w =~ s/^['-]+|['-]+$//g;     # strip leading/trailing apostrophes and dashes
    next unless $w =~ /[a-z]/;     # skip pure numbers
    $total++;
    $freq{$w}++;
    $first_seen{$w} //= $pos++;
}

print "total words: $total, distinct: ", scalar(keys %freq), "\n";

my @top = (sort { $freq{$b} <=> $freq{$a} || $a cmp $b } keys %freq)[0 .. 9];
print "top 10:\n";
printf "  %2d. %-12s %3d %s\n", $_ + 1, $top[$_], $freq{$top[$_]}, '*' x $freq{$top[$_]} for 0 .. $#top;

my @content = grep { !$stop{$_} } sort { $freq{$b} <=> $freq{$a} || $a cmp $b } keys %freq;
print "top content words: ", join(", ", map { "$_($freq{$_})" } @content[0 .. 4]), "\n";

# Words with apostrophes or hyphens.
my @compound = sort grep { /['-]/ } keys %freq;
print "compound words: @compound\n";

# Length histogram, using tr to count letters only.
my %by_len;
for my $w (keys %freq) {
    (my $letters = $w) =~ tr/a-z//cd;
    $by_len{length $letters} += $freq{$w};
}
print "length histogram:\n";
printf "  %2d %s\n", $_, '#' x $by_len{$_} for sort { $a <=> $b } keys %by_len;

# Capitalised words in the original text (not at sentence start).
my %caps;
while ($text =~ /(?<![.!?]\s)(?<!\A)\b([A-Z][a-z]+)\b/g) { $caps{$1}++ }
print "capitalised: ", join(", ", sort keys %caps), "\n";

# Numbers and money amounts.
my @nums = $text =~ /(?<![\w.])(\$?\d+(?:\.\d+)?)(?:st|nd|rd|th)?\b/g;
print "numbers: @nums\n";

# Phrases: "it was the X of Y" patterns.
my @phrases = $text =~ /it\s+was\s+the\s+(\w+)\s+of\s+(\w+)/gi;
my @pairs;
push @pairs, shift(@phrases) . "/" . shift(@phrases) while @phrases;
print "phrases: ", join(" ", @pairs), "\n";

# Sentences split on terminal punctuation followed by whitespace.
(my $flat = $text) =~ s/\s+/ /g;
my @sentences = split /(?<=[.!?;])\s+/, $flat;
printf "sentences: %d, longest has %d words\n", scalar(@sentences),
    (sort { $b <=> $a } map { scalar(() = /\b\w+\b/g) } @sentences)[0];

# Words that appear exactly once, first five in order of first appearance.
my @hapax = (sort { $first_seen{$a} <=> $first_seen{$b} } grep { $freq{$_} == 1 } keys %freq)[0 .. 4];
print "first hapaxes: @hapax\n";
