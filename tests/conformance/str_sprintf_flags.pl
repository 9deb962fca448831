use strict;
use warnings;

# sprintf flags, widths and precisions: %-5s, %05d, %+d, % d, %*d, %.3s, %2$s, %%.
printf "[%5s] [%-5s] [%05s] [%.2s] [%-6.3s] [%s]\n", "ab", "ab", "ab", "abcdef", "abcdef", "";
printf "[%5d] [%-5d] [%05d] [%+d] [%+d] [% d] [% d] [%+05d]\n", 42, 42, 42, 42, -42, 42, -42, 42;
printf "[%*d] [%-*d] [%*d] [%.*f] [%*.*f]\n", 6, 42, 6, 42, -6, 42, 2, 3.14159, 8, 3, 2.71828;
printf "[%3d] [%3d] [%-3d|] [%03d] [%.3d] [%5.3d]\n", 12345, -5, -5, -5, 7, 7;
printf "[%2\$s %1\$s] [%1\$s-%1\$s] [%3\$d %2\$s %1\$s]\n", "a", "b", 3;
printf "[%%] [100%%] [%5s%%]\n", "50";
printf "[%c%c%c] [%5c] [%-3c|]\n", 80, 101, 114, 65, 66;
printf "[%s] [%10.4f] [%-10.2e] [%+.1f]\n", 1 / 3, 3.14159265, 12345.678, 2.55;
printf "[%d items] [%s]\n", "3 apples" =~ /(\d+)/, join(",", map { sprintf "%02d", $_ } 1 .. 5);

# a table with computed widths
my @rows = (["apple", 3, 0.5], ["banana", 12, 0.25], ["kiwi", 100, 1.125]);
my $w = 0;
for (@rows) { $w = length $_->[0] if length $_->[0] > $w }
for my $r (@rows) {
    printf "%-*s|%4d|%8.3f|%-6s|\n", $w, $r->[0], $r->[1], $r->[2], "x" x ($r->[1] % 7);
}

# sprintf returns the string; numbers in string formats are stringified
my $s = sprintf "%s/%s/%s", 1.0, 2.50, 1e3;
print "stringified numbers: $s\n";
my $list = sprintf "%s-%s", ("a", "b", "c")[1, 2];
print "list args: $list\n";
my @args = ("%s=%d", "x", 42);
print "format from array: ", sprintf($args[0], @args[1, 2]), "\n";

# %s of undef-free special values
printf "[%s] [%s] [%s] [%d]\n", 0.1 + 0.2, 1e21, -0.0, "12abc" =~ /(\d+)/;

# width larger than the value, precision on strings with multibyte-free text
printf "[%-20s] [%20s]\n", "left", "right";
printf "[%.0s] [%.10s]\n", "gone", "short";
