# index and rindex count characters in character strings, bytes in byte strings.
use strict;
use warnings;

my $s = "\x{263A}abc\x{263A}b";
print index($s, "b"), " ", rindex($s, "b"), " ", index($s, "\x{263A}", 1), " ", rindex($s, "\x{263A}", 3), "\n";
my $latin = "caf\xe9 au lait";
my $wide = "caf\xe9 \x{2014} au lait";
print index($wide, "\xe9"), " ", index($wide, "au"), " ", rindex($wide, "a"), " ", index($latin, "\xe9"), "\n";
print index($wide, "\x{2014}", -5), " ", index($wide, "\x{2014}", 6), " ", rindex($wide, "\x{2014}", 4), " ", rindex($wide, "\x{2014}", 5), "\n";
print index("hello", ""), " ", index("hello", "", 10), " ", rindex("hello", ""), " ", rindex("hello", "", 2), " ", rindex("hello", "", -1), "\n";
print index("hello", "lo", -3), " ", index("aaa", "aa", 1), " ", rindex("aaa", "aa"), " ", index("abc", "c", 3), "\n";
print index("x" x 100 . "yz", "yz"), " ", index("abcabc", "c", 3), " ", index("abc", "abcd"), " ", index("", ""), " ", index("", "a"), "\n";
my $text = "the cat sat on the mat with the hat";
my @at;
my $p = -1;
push @at, $p while ($p = index($text, "at", $p + 1)) >= 0;
print "@at\n";
my @back;
$p = length $text;
push @back, $p while ($p = rindex($text, "the", $p - 1)) >= 0;
print "@back\n";
my $u = "\x{3b1}\x{3b2}\x{3b3}\x{3b1}\x{3b2}";
print index($u, "\x{3b2}"), " ", rindex($u, "\x{3b2}"), " ", index($u, "\x{3b2}", 2), " ", length($u), "\n";
print index(12345, 34), " ", rindex(1001, 1), "\n";
