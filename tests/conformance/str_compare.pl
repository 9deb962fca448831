use strict;
use warnings;
use feature 'say';

sub tf { return $_[0] ? "true" : "false" }

say "abc eq abc: ", tf("abc" eq "abc");
say "abc eq ABC: ", tf("abc" eq "ABC");
say "abc ne abd: ", tf("abc" ne "abd");
say "a lt b: ", tf("a" lt "b");
say "b lt a: ", tf("b" lt "a");
say "B lt a: ", tf("B" lt "a");
say "abc lt abcd: ", tf("abc" lt "abcd");
say "'' lt 'a': ", tf("" lt "a");
say "z gt aa: ", tf("z" gt "aa");
say "a le a: ", tf("a" le "a");
say "b ge c: ", tf("b" ge "c");
say "10 lt 9: ", tf("10" lt "9");
say "10 < 9: ", tf(10 < 9);
say "1.0 eq 1: ", tf("1.0" eq "1");
say "1.0 number eq 1: ", tf(1.0 eq "1");
say "1.10 eq 1.1: ", tf(1.10 eq "1.1");
say "space matters: ", tf("a " eq "a");
say "cmp results: ", "a" cmp "b", " ", "b" cmp "a", " ", "a" cmp "a";
say "cmp length: ", "ab" cmp "abc", " ", "abc" cmp "ab";
say "cmp case: ", "A" cmp "a", " ", "a" cmp "B";
say "cmp digits: ", "10" cmp "9", " ", "9" cmp "10";
say "cmp numbers as strings: ", 100 cmp 20;
say "cmp empty: ", "" cmp "", " ", "" cmp "x";
say "high bytes: ", "\xff" cmp "a", " ", "\x80" cmp "\x7f";
say "nul byte: ", "a\0" cmp "a", " ", "a\0b" cmp "a\0a";
my @words = ("pear", "Apple", "apple", "banana", "10", "9", "");
for my $i (0 .. $#words - 1) {
    my ($x, $y) = ($words[$i], $words[$i + 1]);
    say "[$x] vs [$y]: cmp=", $x cmp $y, " lt=", tf($x lt $y), " eq=", tf($x eq $y), " ge=", tf($x ge $y);
}
my $min = $words[0];
for my $w (@words) {
    $min = $w if $w lt $min;
}
say "minimum string: [$min]";
my $max = $words[0];
for my $w (@words) {
    $max = $w if $w gt $max;
}
say "maximum string: [$max]";
say "undef-free equal numbers as strings: ", tf(3 . "" eq "3");
say "float string compare: ", tf(0.1 + 0.2 eq "0.3");
