use strict;
use warnings;
use feature 'say';

my $s = "Hello, World";
say "length: ", length($s);
say "length empty: ", length("");
say "length number: ", length(12345);
say "length float: ", length(0.5);
say "length 1/3: ", length(1 / 3);
say "length neg: ", length(-12);
say "length undef is undef: ", (defined(length(undef)) ? "defined" : "undef");
say "length with escapes: ", length("a\tb\n");
say "substr(s, 0, 5): ", substr($s, 0, 5);
say "substr(s, 7): ", substr($s, 7);
say "substr(s, -5): ", substr($s, -5);
say "substr(s, -5, 2): ", substr($s, -5, 2);
say "substr(s, 3, -3): ", substr($s, 3, -3);
say "substr(s, -5, -1): ", substr($s, -5, -1);
say "substr(s, 0, 0): [", substr($s, 0, 0), "]";
say "substr(s, 0, 100): ", substr($s, 0, 100);
say "substr(s, 12): [", substr($s, 12), "]";
say "substr(s, 5, 1): [", substr($s, 5, 1), "]";
my $before = substr($s, -100, 3);
say "substr(s, -100, 3): ", (defined $before ? "[$before]" : "undef");
say "substr(s, -100, 95): [", substr($s, -100, 95), "]";
say "substr(s, -100): [", substr($s, -100), "]";
say "substr(s, -12, 3): ", substr($s, -12, 3);
say "substr(s, 2.7, 2.9): ", substr($s, 2.7, 2.9);
say "substr('12345', '1', '2'): ", substr("12345", "1", "2");
say "substr of number: ", substr(3.14159, 0, 4);
say "substr(s, 4, -100): [", substr($s, 4, -100), "]";
say "substr(s, 11, 5): [", substr($s, 11, 5), "]";
my $copy = $s;
my $piece = substr($copy, 0, 1);
$piece = "J";
say "substr result is a copy: $copy";
my $word = "abcdef";
for my $i (0 .. length($word) - 1) {
    say "char $i: ", substr($word, $i, 1), " tail: ", substr($word, $i);
}
my $rev = "";
for my $i (1 .. length($word)) {
    $rev .= substr($word, -$i, 1);
}
say "reversed by substr: $rev";
say "length after concat: ", length($word . $word);
say "length of repeated: ", length("ab" x 50);
my $x = substr("abc", 5);
say defined $x ? "def" : "undef";
my $y = substr("abc", 3);
say "substr at exact end: [", (defined $y ? $y : "undef"), "]";
my $z = substr("abc", -4);
say "substr before start: [", (defined $z ? $z : "undef"), "]";
say "done";
