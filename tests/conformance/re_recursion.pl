use strict;
use warnings;

# (?R) recurses the whole pattern; (?1) recurses into group 1.
my $balanced = qr/^(\((?:[^()]++|(?1))*\))$/;
for my $s ("()", "(a)", "(a(b)c)", "((()))", "(()", "())", "(a)(b)", "(x(y(z)))") {
    printf "%-10s %s\n", $s, ($s =~ $balanced ? "balanced" : "unbalanced");
}

# Find every top-level balanced group in a string.
my $expr = "f(a, g(b, c)) + h(d) - (e * (f + g))";
my @groups = $expr =~ /(\((?:[^()]++|(?1))*\))/g;
print "top-level groups:\n";
print "  $_\n" for @groups;

# Whole-pattern recursion with (?R) for nested brackets.
my $nested = qr/\[(?:[^\[\]]|(?R))*\]/;
my @lists = "x [1, [2, 3]] y [4] z [[5]" =~ /($nested)/g;
print "bracket lists: ", join(" | ", @lists), "\n";

# Palindromes with recursion.
my $pal = qr/^((.)(?:(?1)|.?)\2)$/;
for my $w (qw(racecar abba abca a aa abcdedcba xyz)) {
    printf "%-10s %s\n", $w, ($w =~ $pal ? "palindrome" : "no");
}

# Named recursion (?&name) and relative recursion (?-1).
my $json_array = qr{
    (?<array> \[ \s* (?: (?&value) (?: \s* , \s* (?&value) )* )? \s* \] )
    (?(DEFINE)
        (?<value> \d+ | "[^"]*" | (?&array) )
    )
}x;
for my $j ('[1, 2, 3]', '[]', '[1, [2, "x"], []]', '[1, 2', '[1,, 2]', '["a", [[3]]]') {
    printf "%-20s %s\n", $j, ($j =~ /^$json_array$/ ? "array" : "not an array");
}

my $rel = qr/(<(?:[^<>]|(?-1))*>)/;
my @angles = "a <b <c> d> e <f>" =~ /$rel/g;
print "angle groups via (?-1): @angles\n";

# Nesting depth: strip innermost groups until nothing is left.
for my $s ("(())", "((()()))", "()", "(a(b(c(d))))") {
    my $t = $s;
    my $depth = 0;
    $depth++ while $t =~ s/\([^()]*\)//g;
    print "$s depth $depth, balanced by recursion: ", ($s =~ $balanced ? "yes" : "no"), "\n";
}
