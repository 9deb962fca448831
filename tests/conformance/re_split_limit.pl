use strict;
use warnings;

sub show { return scalar(@_) . ":" . join("|", map { defined $_ ? "<$_>" : "<undef>" } @_) }

my $s = "a,b,,c,,";

# Limit: positive caps the number of fields; the last one holds the rest.
for my $lim (1, 2, 3, 4, 5, 6, 7, 10) {
    print "limit $lim: ", show(split /,/, $s, $lim), "\n";
}
# Zero (or omitted) drops trailing empty fields; negative keeps them.
print "limit 0: ", show(split /,/, $s, 0), "\n";
print "limit -1: ", show(split /,/, $s, -1), "\n";
print "limit -5: ", show(split /,/, $s, -5), "\n";

# Classic uses of a limit.
my ($key, $value) = split /=/, "url=http://x.test/?a=1&b=2", 2;
print "key=$key value=$value\n";
my ($cmd, $args) = split ' ', "  run   fast and far  ", 2;
print "cmd=[$cmd] args=[$args]\n";
my @fields = split /:/, "a:b:c:::", -1;
print "keep trailing: ", show(@fields), "\n";

# Assigning to a list of scalars gives an implicit limit of (count + 1).
my ($x, $y) = split /,/, "1,2,3,4";
print "implicit limit: x=$x y=$y\n";
my ($p, $q, $r) = split /,/, "1,2";
print "fewer fields: r is ", (defined $r ? "defined" : "undef"), "\n";

# Captures with a limit.
print "captures limit 2: ", show(split /(,)/, "a,b,c", 2), "\n";
print "captures limit -1: ", show(split /(,)/, "a,b,", -1), "\n";

# Chars with a limit.
print "chars limit 3: ", show(split //, "abcdef", 3), "\n";

# split in scalar context returns the number of fields.
my $n = split /,/, "x,y,z";
print "scalar split: $n\n";
my $n2 = () = split /,/, "x,y,z,,", -1;
print "count with -1: $n2\n";
# Trap: assigning to the empty list () gives an implicit limit of 1.
my $words = () = split ' ', "count these four words";
print "word count via () = split: $words\n";
my @all_words = split ' ', "count these four words";
print "word count via array: ", scalar(@all_words), "\n";

# Limit with whitespace awk mode.
print "awk limit 2: ", show(split(' ', "  one two  three ", 2)), "\n";
print "awk limit -1: ", show(split(' ', "  one two  three ", -1)), "\n";

# Limit given as an expression.
my @parts = ("a-b-c-d-e");
my $max = 1 + 2;
print "expr limit: ", show(split /-/, $parts[0], $max), "\n";

# Empty trailing fields when the string ends with the separator and a capture.
print "trailing capture: ", show(split /(;)/, "a;b;"), "\n";

# Split on a regex that can match the empty string, with limits.
print "x* limit 0: ", show(split /x*/, "axxbc"), "\n";
print "x* limit 2: ", show(split /x*/, "axxbc", 2), "\n";

# Splitting records then fields, rejoining.
my $table = "n=1;m=2;o=3";
my @rows = map { [ split /=/, $_, 2 ] } split /;/, $table;
print join(" ", map { "$_->[1]$_->[0]" } @rows), "\n";
