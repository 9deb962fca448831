use strict;
use warnings;

sub yn { return $_[0] ? "yes" : "no" }

# /i
print "i: ", yn("HeLLo" =~ /hello/i), " ", yn("HeLLo" =~ /hello/), "\n";
print "i class: ", yn("Q" =~ /[a-z]/i), "\n";

# /m and /s
my $t = "one\ntwo\nthree";
print "no m, ^two: ", yn($t =~ /^two/), "  m: ", yn($t =~ /^two$/m), "\n";
print "dot newline: ", yn($t =~ /one.two/), "  s: ", yn($t =~ /one.two/s), "\n";
my @starts = $t =~ /^(\w)/mg;
print "line starts: @starts\n";
my @ends = $t =~ /(\w)$/mg;
print "line ends: @ends\n";
print "ms together: ", yn($t =~ /^one.*^three$/ms), "\n";

# /x and /xx
my $re_x = "2024-05-06" =~ /^ (\d+) - (\d+) - (\d+) $/x;
print "x: ", yn($re_x), " $1|$2|$3\n";
print "x comment: ", yn("ab" =~ /a # the letter a
                                  b # then b
                                 /x), "\n";
print "x keeps class spaces: ", yn("a b" =~ /a[ ]b/x), "\n";
print "xx ignores class spaces: ", yn("a-b" =~ /a[ - ]b/xx), " ", yn("a b" =~ /a[ - ]b/xx), "\n";
print "x: hash in class is literal: ", yn("#" =~ /[#]/x), "\n";

# /n: groups do not capture; named groups still do.
if ("ab" =~ /(a)(b)/n) {
    print "n: \$1 is ", (defined $1 ? "defined" : "undef"), "\n";
}
if ("ab" =~ /(?<first>a)(b)/n) {
    print "n with name: first=$+{first}, \$1=$1\n";
}

# Inline modifiers.
print "(?i) whole: ", yn("ABC" =~ /(?i)abc/), "\n";
print "(?i) from middle: ", yn("abC" =~ /ab(?i)c/), " ", yn("ABc" =~ /ab(?i)c/), "\n";
print "(?i:...) group: ", yn("xYz" =~ /x(?i:y)z/), " ", yn("xYZ" =~ /x(?i:y)z/), "\n";
print "(?-i) inside /i: ", yn("ABc" =~ /ab(?-i)c/i), " ", yn("ABC" =~ /ab(?-i)c/i), "\n";
print "(?s) inline: ", yn("a\nb" =~ /(?s)a.b/), "\n";
print "(?m) inline: ", yn("x\ny" =~ /(?m)^y/), "\n";
print "(?x) inline: ", yn("ab" =~ /(?x) a b /), "\n";
print "(?^) resets: ", yn("AB" =~ /(?i)a(?^:b)/), " ", yn("Ab" =~ /(?i)a(?^:b)/), "\n";
print "(?i) scoped to group: ", yn("aBC" =~ /a((?i)b)C/), " ", yn("aBc" =~ /a((?i)b)C/), "\n";

# Modifiers apply when pattern comes from a variable.
my $pat = "w.rld";
print "var with i: ", yn("WORLD" =~ /$pat/i), "\n";
my $pat2 = "(?i)perl";
print "inline in var: ", yn("PERL" =~ /$pat2/), "\n";

# /i with backreference.
print "i backref: ", yn("abcABC" =~ /^(abc)\1$/i), "\n";

# Modifiers in s/// and tr are separate; /i on subst.
(my $s = "Cat cat CAT") =~ s/cat/dog/gi;
print "s///gi: $s\n";

# /o is accepted (compile once).
my @list;
for my $w (qw(ant bee)) { push @list, $w if $w =~ /e/o }
print "o: @list\n";

# Multiple flags in any order.
print "flag order: ", yn("A\nB" =~ /a.b/si), " ", yn("A\nB" =~ /a.b/is), "\n";
