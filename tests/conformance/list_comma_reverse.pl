use strict;
use warnings;

# The comma operator in scalar context, and reverse in scalar vs list context.
my $last = (4, 5, 6)[-1];
my $x = do { no warnings 'void'; (4, 5, 6) };
print "list slice last: $last, comma in scalar: $x\n";

my $i = 0;
my $r = ($i++, $i++, $i * 10);
print "comma evaluates all, keeps last: i=$i r=$r\n";

my @arr = (1, 2, 3);
my $cnt = @arr;
my $lastval = $arr[-1];
my ($firstval) = @arr;
print "array in scalar: $cnt, last: $lastval, first via list: $firstval\n";

print "scalar reverse: ", scalar(reverse("abc")), "\n";
print "list reverse of one string: ", reverse("abc"), "\n";
print "lc of reverse (scalar): ", lc(reverse("AB", "CD")), "\n";
my $joined_rev = reverse("ab", "cd", "ef");
print "scalar reverse of a list: $joined_rev\n";
my @rev = reverse("ab", "cd", "ef");
print "list reverse: @rev\n";

my @nums = (3, 1, 2);
my $sorted_rev = reverse sort @nums;
print "reverse sort in scalar: $sorted_rev\n";
print "reverse sort in list: ", join(",", reverse sort @nums), "\n";

$_ = "topic";
my $rt = reverse;
print "reverse of \$_: $rt\n";

# palindromes with scalar reverse
for my $w (qw(level perl racecar noon abca)) {
    printf "%-8s %s\n", $w, (lc $w eq reverse(lc $w)) ? "palindrome" : "no";
}

# reverse a hash (values become keys)
my %color = (red => 1, green => 2, blue => 3);
my %by_num = reverse %color;
print "inverted: ", join(",", map { "$_=$by_num{$_}" } sort keys %by_num), "\n";

# reverse of a range and in a foreach
print "countdown: ", join(" ", reverse 1 .. 5), "\n";
my @out;
for my $e (reverse @nums) { push @out, $e }
print "foreach reverse: @out\n";

# reverse with numbers: digits reversed as a string
my $num = 12340;
my $rn = reverse $num;
print "reversed number: $rn, plus one: ", $rn + 1, "\n";

# comma in for loop headers and in parenthesised assignments
my ($a1, $b1);
for ($a1 = 0, $b1 = 10; $a1 < $b1; $a1 += 3, $b1 -= 2) { }
print "two-variable loop ended at $a1 $b1\n";

# the fat comma quotes its left side
my %h = (key => 1, -opt => 2, 'spaced key' => 3);
print join(",", sort keys %h), "\n";
my @pairs = (a => 1, b => 2);
print "fat comma in a list: @pairs (", scalar(@pairs), ")\n";
