use strict;
use warnings;

# join, x repetition, concatenation chains and string operators working together.
my @w = qw(alpha beta gamma);
print join(", ", @w), "\n";
print join("", @w), "|", join("-", "solo"), "|", join("-"), "|\n";
print join("+", 1 .. 5), " = ", eval { my $s = 0; $s += $_ for 1 .. 5; $s }, "\n";
print join("\n", map { "  * $_" } @w), "\n";
print join(", ", map { "'$_'" } @w[0, -1]), "\n";
my $sep = " :: ";
print join($sep, "a", "b"), "\n";
print join(1, 2, 3, 4), "\n";

print "-" x 20, "\n";
print "=" x 3 . ">" . "\n";
print "ab" x 2.7, "|", "ab" x 0, "|", "ab" x -3, "|\n";
my $line = "+" . ("-" x 5 . "+") x 3;
print "$line\n";
my @row = ("x") x 4;
print "@row\n";

my $s = "";
$s .= $_ for 'a' .. 'e';
$s .= "!" x 2;
print "built: $s, length ", length($s), "\n";
my $t = "start";
$t = $t . "-" . $t;
$t .= uc($t) . lc("END");
print "chained: $t\n";

# operator precedence: . and + have the same precedence, left to right
{
    no warnings 'numeric';
    print "a" . 1 + 2, "\n";
}
print "1" . "2" * 3, "\n";
print "3" + "4" . "5", "\n";
print "x" . 2 ** 3 . "y", "\n";

# string multiplication table with padding
for my $i (1 .. 4) {
    print join(" ", map { sprintf "%2d", $i * $_ } 1 .. 6), "\n";
}

# repeated strings as separators of computed width
my @names = qw(id description qty);
my @widths = map { length } @names;
print join(" | ", @names), "\n";
print join("-+-", map { "-" x $_ } @widths), "\n";

# join with nested joins and reverse
my @matrix = ([1, 2], [3, 4]);
print join("; ", map { join(",", @$_) } @matrix), "\n";
print join("", reverse split //, "stressed"), "\n";

# join stringifies numbers with their perl forms
print join(" ", 1.0, 2.50, 1e3, 0x10, 1_000, -0.0, 3.14e-2, 10 / 4), "\n";

# x= and .= assignment operators
my $bar = "=";
$bar x= 5;
$bar .= ">";
print "$bar\n";
my @rep = (1, 2);
push @rep, (0) x 3;
print "@rep\n";
