use strict;
use warnings;

# Run-time warnings that regex code commonly triggers under "use warnings".

# A failed match leaves $1 undefined if nothing matched before.
my $line = "no numbers here";
$line =~ /(\d+)/;
print "number: " . $1 . "\n";
print "interpolated: $1\n";

# Matching against an undefined variable.
my $x;
if ($x =~ /abc/) { print "matched undef\n" } else { print "undef did not match\n" }
print "undef !~: ", ($x !~ /abc/ ? "true" : "false"), "\n";

# Substitution and transliteration on undef.
my $y;
$y =~ s/a/b/;
print "after s/// y is '", $y, "'\n";
my $z;
my $count = ($z =~ tr/a-z//);
print "tr count on undef: $count\n";

# split on undef.
my $u;
my @f = split /,/, $u;
print "split undef fields: ", scalar(@f), "\n";

# Undefined value interpolated into a pattern.
my $pat;
print "empty interpolation matches: ", ("abc" =~ /x|$pat/ ? "yes" : "no"), "\n";

# An optional group that did not participate, used in a replacement.
(my $r = "key") =~ s/(\w+)(=\w+)?/[$1$2]/;
print "replacement: $r\n";

# Hash element holding undef matched by name.
my %h = (name => undef);
print "hash elem: ", ($h{name} =~ /x/ ? "y" : "n"), "\n";

# Array element that does not exist.
my @a = ("one");
print "array elem: ", ($a[3] =~ /x/ ? "y" : "n"), "\n";

# Numeric use of a non-numeric capture.
"width: wide" =~ /: (\w+)/;
my $w = $1 + 1;
print "width+1: $w\n";

# Captures in sprintf after a failed match inside a sub: the sub still sees
# the caller's last successful match ("width: wide"), so $1 is "wide" and
# only $2 is undefined.
sub fmt {
    my ($s) = @_;
    $s =~ /^(\w+)-(\w+)$/;
    return sprintf "%s/%s", $1, $2;
}
print "fmt ok: ", fmt("a-b"), "\n";
{
    print "fmt bad: ", fmt("nodash"), "\n";
}

# pos() of undef and length of an undefined capture are quiet.
print "length of undef capture is undef: ", (defined(length $2) ? "defined" : "undef"), "\n";
print "done\n";
