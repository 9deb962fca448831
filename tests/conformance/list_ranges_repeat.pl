use strict;
use warnings;

# The range operator on numbers and strings, and list repetition with x.
print "numbers: ", join(",", 1 .. 5), "\n";
print "negative: ", join(",", -3 .. 2), "\n";
print "reversed bounds: [", join(",", 5 .. 1), "] count ", scalar(() = 5 .. 1), "\n";
print "float bounds: ", join(",", 1.5 .. 3.7), "\n";
print "same: ", join(",", 4 .. 4), "\n";
print "letters: ", join(",", 'a' .. 'e'), "\n";
print "upper: ", join("", 'A' .. 'Z'), "\n";
print "double letters: ", join(",", 'aa' .. 'ad'), "\n";
print "carry: ", join(",", 'x' .. 'ab'), "\n";
print "leading zeros: ", join(",", '01' .. '03'), ", ", join(",", '08' .. '11'), "\n";
print "alnum: ", join(",", 'a8' .. 'b1'), "\n";
print "az to bc: ", join(",", 'az' .. 'bc'), "\n";
print "reversed strings count up until the length is exceeded: ", join(",", 'e' .. 'a'), "\n";
print "a to zz has ", scalar(() = 'a' .. 'zz'), "\n";
print "numeric strings: ", join(",", '2' .. '5'), "\n";
my ($lo, $hi) = (3, 6);
print "variables: ", join(",", $lo .. $hi), ", expressions: ", join(",", $lo * 2 .. $hi * 2), "\n";

print "list repeat: ", join(",", (1) x 3), "\n";
print "pair repeat: ", join(",", (1, 2) x 2), "\n";
print "string repeat: ", "ab" x 3, "\n";
print "zero times: [", join(",", (1) x 0), "] [", "x" x 0, "]\n";
print "negative count: [", "x" x -1, "]\n";
my @zeros = (0) x 5;
print "init array: @zeros (", scalar(@zeros), ")\n";
my @row = ('-') x 3;
my @grid = map { [('.') x 4] } 1 .. 2;
print "row @row, grid ", join("/", map { join("", @$_) } @grid), "\n";
my %init;
@init{qw(a b c)} = (0) x 3;
print "hash init: ", join(",", map { "$_=$init{$_}" } sort keys %init), "\n";
my @arr = (1, 2);
my @rep = (@arr) x 2;
print "array in parens repeated: @rep\n";
my $n = 3;
print "count from variable: ", join("", ("ab") x $n), " ", "=" x ($n * 4), "\n";
print "fractional count: ", "z" x 2.9, "\n";

# ranges in slices and loops
my @l = ('a' .. 'z');
print "slice by range: @l[0 .. 4] @l[-3 .. -1]\n";
my $sum = 0;
$sum += $_ for 1 .. 100;
print "sum 1..100 = $sum\n";
my @evens = grep { $_ % 2 == 0 } 1 .. 10;
print "evens: @evens\n";
print "range in a hash map: ", join(",", map { "$_:" . ord } 'x' .. 'z'), "\n";
