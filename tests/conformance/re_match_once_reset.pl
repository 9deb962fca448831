use strict;
use warnings;

# m?PAT? matches only once until reset() is called in its package; reset 'LETTERS'
# clears the package variables whose names start with those letters.

# First error of each section of a log: the ?? match fires once per section.
my @log = (
    "== build",
    "compile ok",
    "error: missing header",
    "error: undefined symbol",
    "== test",
    "test 1 ok",
    "error: test 2 failed",
    "error: test 3 failed",
    "== deploy",
    "all good",
);
for my $line (@log) {
    if ($line =~ /^== (\w+)/) {
        print "section $1\n";
        reset;
        next;
    }
    print "  first error: $1\n" if $line =~ m?^error: (.*)?;
}

# A ?? op keeps its state across calls of the sub it is in.
sub first_vowel { my ($w) = @_; return $w =~ m?([aeiou])? ? $1 : "-" }
print "vowels: ", join(" ", map { first_vowel($_) } qw(sky tree moon)), "\n";
reset;
print "after reset: ", first_vowel("moon"), "\n";

# List context, and /g with ?? (all matches, then nothing until reset).
my @pairs = map { [ "k=v" =~ m?(\w)=(\w)? ] } 1 .. 2;
print "captures: ", join(" | ", map { scalar(@$_) ? "@$_" : "none" } @pairs), "\n";
my @counts = map { scalar(() = "aaa" =~ m?a?g) } 1 .. 2;
print "g counts: @counts\n";

# reset only touches its own package's ?? ops.
package Other {
    sub probe { return "zz" =~ m?z? ? "yes" : "no" }
    sub clear { reset }
}
print "other: ", Other::probe(), " ", Other::probe(), "\n";
reset;
print "after main reset: ", Other::probe(), "\n";
Other::clear();
print "after Other reset: ", Other::probe(), "\n";

# reset 'LETTERS': package variables (not lexicals) go back to undef or empty.
our ($alpha, @apples, %ages, $beta, $gamma, $Alpha) = ("A");
@apples = (1, 2, 3);
%ages = (ann => 31);
($beta, $gamma, $Alpha) = ("B", "G", "big A");
my $avocado = "lexical";
my $r = reset 'a';
print "reset returns $r\n";
print "alpha ", (defined $alpha ? $alpha : "undef"), ", apples ", scalar(@apples),
    ", ages ", scalar(keys %ages), ", Alpha $Alpha, avocado $avocado\n";
reset 'b-g';
print "beta ", (defined $beta ? $beta : "undef"), ", gamma ", (defined $gamma ? $gamma : "undef"), "\n";
{
    no strict 'refs';
    ${"main::made"} = "by name";
}
our $made;
reset 'm';
print "made ", (defined $made ? $made : "undef"), "\n";
