use strict;
use warnings;

# "Use of uninitialized value" names for array and hash elements: perl works out the
# name when the warning fires, from the subscript's current value and from where the
# undefined value sits in the aggregate.

my @price = (10, undef, 30, undef);
my %stock = (apple => 3, pear => undef, plum => 0);
our @queue = ("a", undef, "c");
our %seen = (x => 1, y => undef);

# Constant subscripts, lexical and package aggregates.
my $total = $price[0] + $price[1];
print "total: $total\n";
my $line = "pear: " . $stock{pear};
print "$line\n";
my $q = $queue[1] . "!";
print "queue: $q\n";
my $s = $seen{y} . "?";
print "seen: $s\n";

# Variable subscripts: the name shows the subscript's value.
for my $i (0 .. $#price) {
    my $doubled = $price[$i] * 2;
    print "doubled $i: $doubled\n";
}
for my $fruit (sort keys %stock) {
    my $left = $stock{$fruit} - 1;
    print "$fruit left: $left\n";
}
my $idx = 1;
my $from_queue = $queue[$idx] . "";
my $key = "y";
my $from_seen = $seen{$key} + 0;

# Missing elements: named by the subscript when it is the only operand.
my $missing = 7;
my $m = $price[$missing] + 1;
my $absent = "kiwi";
my $a2 = $stock{$absent} . "/";
print "missing: $m $a2\n";

# Two variable operands: a missing element is not named.
my $sum = $price[0] + $price[$missing];
my $cat = $stock{apple} . $stock{$absent};
print "sum: $sum cat: $cat\n";

# Negative subscripts: constant ones keep the sign, variable ones find the element.
my $neg = $price[-1] . "x";
my $back = -1;
my $neg2 = $price[$back] . "y";
my $far = -9;
my $neg3 = $price[$far] . "z";
print "neg: $neg $neg2 $neg3\n";

# An expression as subscript: the element is found in the array, else "within".
my $expr = $price[$idx + 0] + 5;
my $expr2 = $price[$idx + 20] + 5;
print "expr: $expr $expr2\n";

# Interpolation.
print "price of $idx is [$price[$idx]]\n";
print "stock of $absent is [$stock{$absent}]\n";
print "queue: [@queue]\n";
print "prices: [@price[0, 1]]\n";
my $one = "$price[$idx]";

# join and sprintf over whole arrays and hashes.
my $joined = join(",", @price);
print "joined: $joined\n";
my $pairs = join(";", map { "$_=" . ($stock{$_} // "none") } sort keys %stock);
print "pairs: $pairs\n";
my $row = sprintf("%s|%s|%s|%s", @price);
print "row: $row\n";
my $cell = sprintf("%5s|%-5s|", $price[$idx], $stock{$absent});
print "cell: $cell\n";
my $joined2 = join("-", $price[$idx], "end");
print "joined2: $joined2\n";

# References and nested data: perl names no element reached through a reference.
my $ref = \@price;
my $via = $ref->[$idx] + 1;
my %shelf = (top => [1, undef], low => { box => undef });
my $where = "top";
my $slot = 1;
my $nested = $shelf{$where}[$slot] . "n";
my $nested2 = $shelf{low}{box} . "b";
print "refs: $via $nested $nested2\n";

# Package element through a package subscript, hash element in a comparison.
our $pos = 1;
my $gq = $queue[$pos] . "g";
my $same = $seen{$key} eq "" ? "empty" : "full";
print "package: $gq $same\n";

# Unary operators and functions.
my $negated = -$price[$idx];
my $abs = abs($stock{pear});
my $upper = uc $queue[$idx];
my $len = length($price[3]) // "undef";
print "unary: $negated $abs [$upper] $len\n";

# print and printf name an operand only when it is the undefined value itself.
print "print: ", $price[$idx], $stock{$absent}, "\n";
printf("printf: %s %s\n", $price[1], $price[9]);
my $fmt = sprintf("%s-%s", $price[1], $price[9]);
my $fmt2 = sprintf("%s-%s", $stock{$absent}, $idx);
print "sprintf: $fmt $fmt2\n";

# With several operands perl takes the first one that could hold the value: a missing
# element with a variable subscript qualifies, whichever operand was undefined.
my $undef_scalar;
my $odd = $price[$missing] + $undef_scalar;
my $even = $undef_scalar + $price[$missing];
print "quirk: $odd $even\n";

# Hash keys are shown as perl quotes them.
my %odd_keys = ("tab\there" => undef, "quote\"d" => undef, "a" x 40 => undef);
for my $k (sort keys %odd_keys) {
    my $v = $odd_keys{$k} . "";
}
