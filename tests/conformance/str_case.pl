use strict;
use warnings;
use feature 'say';

my @words = ("hello", "WORLD", "mIxEd CaSe", "123abc", "", "a", "Z", "ünicode-free", "snake_case_word");
for my $w (@words) {
    say "[$w] uc=[", uc($w), "] lc=[", lc($w), "] ucfirst=[", ucfirst($w), "] lcfirst=[", lcfirst($w), "]";
}
say "ucfirst(lc): ", ucfirst(lc("hELLO wORLD"));
say "lcfirst(uc): ", lcfirst(uc("hello"));
say "uc number: ", uc(12.5);
say "lc of uc: ", lc(uc("RoundTrip"));
say "uc with escapes: ", uc("a\tb");
my $s = "\xC0";
say "ord(lc \\xC0): ", ord(lc $s);
say "ord(uc \\xE0): ", ord(uc "\xE0");
say "ord(uc \\xFF): ", ord(uc "\xFF");
say "uc of digits and punctuation: ", uc("a1!b2?");
say "lc of empty: [", lc(""), "]";
my $name = "jOHN smith";
my $first = substr($name, 0, index($name, " "));
my $last = substr($name, index($name, " ") + 1);
say "title case: ", ucfirst(lc($first)), " ", ucfirst(lc($last));
say "case-insensitive eq: ", (lc("ABC") eq lc("abc") ? "same" : "different");
say "uc eq: ", (uc("perl") eq "PERL" ? "yes" : "no");
say "cmp ignoring case: ", lc("Apple") cmp lc("apple");
say "cmp with case: ", "Apple" cmp "apple";
