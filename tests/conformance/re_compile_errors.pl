use strict;
use warnings;

# Patterns perl's regcomp rejects, built at run time and caught by eval: perl's message
# and the place of its <-- HERE.

for my $p ('[z-a]', '[\x{7A}-a]', 'a**', '(abc', 'abc)', '[abc', '*a', '\1', '(a)\2',
    '\g{-5}', '\g5', '\g{foo}', '(?z)', '(?<=a+)b', '\p{Foo}', '\P{Bar}', '[[:foo:]]',
    'x{99999999}', '(?#abc', '(?<n>a)\k<m>', 'a{2,1}', '\\')
{
    my $r = eval { "abc" =~ /$p/ ? "match" : "no match" };
    print defined $r ? "$p: $r\n" : "$p: $@";
}

# Nesting: perl allows 999 groups deep, not 1000.
for my $n (10, 999, 1000) {
    my $re = ("(" x $n) . "a" . (")" x $n);
    my $r = eval { "a" =~ /$re/ ? "match" : "no match" };
    if (defined $r) {
        print "$n deep: $r\n";
    } else {
        (my $e = $@) =~ s/m\/\(+/m\/(...(/;
        $e =~ s/a\)+\//a...)\//;
        print "$n deep: $e";
    }
}

# A pattern of 100,000 literal characters.
my $long = "ab" x 50_000;
print "long: ", (("x" . $long . "y") =~ /$long/ ? "match" : "no match"), "\n";
