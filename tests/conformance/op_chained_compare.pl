use strict;
use warnings;

# Chained comparisons (perl 5.32): relational operators chain among themselves,
# equality operators among themselves; each operand is evaluated once.
my @temps = (-5, 0, 12, 25, 31, 40);
for my $t (@temps) {
    my $label = 0 <= $t < 15 ? "cool" : 15 <= $t <= 30 ? "warm" : $t < 0 ? "freezing" : "hot";
    print "$t: $label\n";
}

# Grades by score band.
my %grade;
for my $score (55, 60, 72, 85, 90, 100) {
    $grade{$score} = 90 <= $score <= 100 ? "A"
                   : 80 <= $score < 90   ? "B"
                   : 70 <= $score < 80   ? "C"
                   : 60 <= $score < 70   ? "D"
                   :                       "F";
}
print join(", ", map { "$_=$grade{$_}" } sort { $a <=> $b } keys %grade), "\n";

# The middle operand is evaluated once.
my $calls = 0;
sub next_value { $calls++; return 5 }
print "in range\n" if 1 < next_value() < 10;
print "calls: $calls\n";

# The chain stops at the first false comparison: later operands are not evaluated.
$calls = 0;
print "not in range\n" unless 7 < next_value() < next_value();
print "calls: $calls\n";

# Longer chains and mixed directions.
my ($p, $q, $r, $s) = (1, 2, 2, 3);
print "ascending\n" if $p < $q <= $r < $s;
print "not strictly\n" unless $p < $q < $r < $s;
print "zigzag: ", (1 < 3 > 2 < 4 ? "yes" : "no"), "\n";

# Equality chains.
my ($x, $y, $z) = (4, 4, 4);
print "all equal\n" if $x == $y == 1;
print "x != y is false, and false == 0\n" if ($x != $y) == 0;
print "chain value: [", ($x == $y != 0), "] [", (1 == 2 != 0), "]\n";

# String chains.
for my $w (qw(apple mango zebra Apple)) {
    print "$w: ", ("a" le $w lt "n" ? "first half" : "elsewhere"), "\n";
}
my ($u, $v) = ("x", "x");
print "strings equal\n" if $u eq $v ne "";

# The value of a chain is the value of its last comparison done.
my @vals = map { 2 < $_ < 5 } 1 .. 6;
print scalar(@vals), " values: ", join(",", map { $_ eq "" ? "''" : $_ } @vals), "\n";
print "numeric: ", (1 < 2 < 3) + 0, " ", (1 < 3 < 2) + 0, "\n";

# Filtering with a chain.
my @in_range = grep { 10 <= $_ < 20 } 3, 10, 15, 19, 20, 25;
print "in range: @in_range\n";

# Under `use integer` the comparisons are integer ones.
{
    use integer;
    my $f = 2.7;
    print "integer: ", (2 <= $f < 3 ? "2..3" : "outside"), "\n";
}

# Undefined operands warn; the shared middle one is not named a second time.
my $undef;
print "undef low: [", (-1 < $undef < 1), "]\n";
print "undef high: [", (1 < $undef < 2), "]\n";
