use strict;
use warnings;

# s///r returns the new string and leaves the original alone.
my $orig = "Hello World";
my $new = $orig =~ s/World/Perl/r;
print "orig: $orig\nnew: $new\n";

# With no match, /r returns the original string unchanged (a copy).
my $same = $orig =~ s/xyz/abc/r;
print "no match: $same\n";

# Chaining /r substitutions.
my $slug = "  Hello, World! This is Perl  ";
my $clean = $slug =~ s/^\s+|\s+$//gr =~ s/[^\w\s]//gr =~ s/\s+/-/gr;
print "slug: ", lc($clean), "\n";

# /r in map leaves the source array untouched.
my @files = qw(a.txt b.txt c.log);
my @bak = map { s/\.\w+$/.bak/r } @files;
print "files: @files\nbak: @bak\n";

# /r with /e and /g.
my $nums = "1 2 3 4";
print "squares: ", ($nums =~ s/(\d+)/$1 * $1/ger), "\n";
print "nums still: $nums\n";

# /r on a constant and on an expression.
print "const: ", ("banana" =~ s/a/o/gr), "\n";
print "expr: ", (join("-", qw(x y z)) =~ s/-/+/gr), "\n";

# /r on $_ implicitly.
for (qw(cat dog)) {
    print "plural: ", s/$/s/r, "\n";
}

# Passing /r results to functions.
sub shout { return uc($_[0]) . "!" }
print shout("quiet please" =~ s/quiet/loud/r), "\n";

# /r with /i and captures.
my $h = "The THE the";
print "dedupe: ", ($h =~ s/\b(the)\b/<$1>/gir), "\n";

# Building a hash with /r transformed keys.
my %env = map { (s/-/_/gr) => length } qw(max-size min-size time-out);
print join(", ", map { "$_=$env{$_}" } sort keys %env), "\n";

# /r result is a new value: modifying it does not affect the original.
my $base = "abc";
my $copy = $base =~ s/b/B/r;
$copy .= "!";
print "base=$base copy=$copy\n";

# Comparing with the non-/r idiom (my $x = $y) =~ s///.
(my $old_style = $base) =~ s/c/C/;
my $new_style = $base =~ s/c/C/r;
print "old=$old_style new=$new_style equal=", ($old_style eq $new_style ? 1 : 0), "\n";
