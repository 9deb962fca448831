use strict;
use warnings;

# Numbered captures $1..$N, list-context returns, nested and optional groups.
my $date = "2024-03-15";
if ($date =~ /^(\d{4})-(\d\d)-(\d\d)$/) {
    print "year=$1 month=$2 day=$3\n";
}

my ($y, $m, $d) = $date =~ /(\d+)-(\d+)-(\d+)/;
print "list assign: $y/$m/$d\n";

# Count of captures returned in scalar context of list assignment.
my $n = () = "a1b2c3" =~ /(\w)(\d)/;
print "groups in first match: $n\n";

# Nested groups are numbered by opening paren.
if ("John Smith" =~ /((\w+)\s+(\w+))/) {
    print "1=[$1] 2=[$2] 3=[$3]\n";
}

# Optional groups that did not participate are undef.
for my $s ("key=value", "key") {
    my @parts = $s =~ /^(\w+)(?:=(\w+))?$/;
    print scalar(@parts), " parts: ", join(",", map { defined $_ ? $_ : "undef" } @parts), "\n";
    print "  \$2 defined? ", (defined $2 ? "yes" : "no"), "\n";
}

# Alternation: only one branch captures.
for my $s ("cat", "dog") {
    $s =~ /(cat)|(dog)/;
    printf "%s: 1=%s 2=%s\n", $s, defined $1 ? $1 : "-", defined $2 ? $2 : "-";
}

# More than nine groups.
my $alpha = "abcdefghijkl";
if ($alpha =~ /(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)(l)/) {
    print "10=$10 11=$11 12=$12\n";
}

# Repeated group keeps the last iteration.
"a1 b2 c3" =~ /(?:(\w)(\d)\s*)+/;
print "last iteration: $1$2\n";

# Captures can be empty strings (defined but empty).
"x=" =~ /(\w)=(\w*)/;
print "empty capture: [", $2, "] defined=", (defined $2 ? 1 : 0), " length=", length($2), "\n";

# Non-capturing group does not count.
"2024-03" =~ /(?:\d+)-(\d+)/;
print "non-capturing: $1\n";

# Captures used in arithmetic and string ops.
if ("width=12 height=7" =~ /width=(\d+) height=(\d+)/) {
    my $area = $1 * $2;
    print "area $area, perimeter ", 2 * ($1 + $2), ", ", uc("w$1"), "\n";
}

# Captures copied to a list and swapped.
my @swapped = reverse("left:right" =~ /(\w+):(\w+)/);
print "swapped: @swapped\n";
