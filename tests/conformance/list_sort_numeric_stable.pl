use strict;
use warnings;
# sort { $a <=> $b } and { $b <=> $a } keep equal keys in their order (perl's merge sort
# is stable both ways); the items keep their own spelling, so the order shows.
my @same = ("1", "1.0", "01", "1e0", "2", " 1", "0", "-0", "0.0", "-0.0", "+1", "2.0", "0e5");
print join("|", sort { $a <=> $b } @same), "\n";
print join("|", sort { $b <=> $a } @same), "\n";
print join("|", reverse sort { $a <=> $b } @same), "\n";
print join("|", reverse sort { $b <=> $a } @same), "\n";

# integers: duplicates, negatives, the IV extremes and UVs above them
my @ints = (3, -1, 9223372036854775807, 0, -9223372036854775808, 3, 18446744073709551615,
    9223372036854775808, -1, 0, 7);
print join(" ", sort { $a <=> $b } @ints), "\n";
print join(" ", sort { $b <=> $a } @ints), "\n";
my @uvs = (18446744073709551615, 5, 9223372036854775808, 0, 18446744073709551614, 5);
print join(" ", sort { $a <=> $b } @uvs), "\n";
print join(" ", sort { $b <=> $a } @uvs), "\n";

# floats and integers together; infinities; -0.0
my $inf = 9**9**9;
my @mixed = (2.5, 2, -0.0, 0, -$inf, 1000000000000000.5, 1000000000000000, $inf, 0.1, -2, -2.0, 2.5);
print join(" ", sort { $a <=> $b } @mixed), "\n";
print join(" ", sort { $b <=> $a } @mixed), "\n";

# big integers with floats: compared exactly or as floats, as perl decides per pair
my @big = (9007199254740993, 9007199254740992.0, 9007199254740992, 9007199254740994.0,
    9007199254740993, 18446744073709551615, 1.8446744073709552e19, 0.5);
print join(" ", sort { $a <=> $b } @big), "\n";
print join(" ", sort { $b <=> $a } @big), "\n";

# tagged records: the numeric key is a float or an integer, the tag shows the order
my $seed = 7;
my (@k, @tag);
for my $i (0 .. 299) {
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    my $v = $seed % 17 - 8;
    $v = $v / 4 if $i % 3 == 0;
    push @k, $v;
}
my @by = sort { $k[$a] <=> $k[$b] } 0 .. $#k;
print "@by\n";
my @up = sort { $a <=> $b } @k;
my @down = sort { $b <=> $a } @k;
print "@up\n@down\n";
my %seen;
my @strs = map { my $s = $k[$_]; $s = "$s.0" if $s == int($s) && $seen{$s}++ % 2; $s } 0 .. $#k;
print join(",", sort { $a <=> $b } @strs), "\n";
print join(",", sort { $b <=> $a } @strs), "\n";

# large integer and float lists (the fast paths sort many at once)
my (@li, @lf);
for my $i (1 .. 2000) {
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    push @li, $seed % 1000 - 500;
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    push @lf, $seed / 2147483648 * 100;
}
my @si = sort { $a <=> $b } @li;
my @sf = sort { $b <=> $a } @lf;
my $sum = 0;
$sum = ($sum * 31 + $si[$_] * ($_ + 1)) % 1000000007 for 0 .. $#si;
print "ints: $si[0] $si[1000] $si[-1] $sum\n";
my $ok = 1;
for my $i (1 .. $#sf) { $ok = 0 if $sf[$i - 1] < $sf[$i] }
printf "floats: %.6f %.6f %.6f %d\n", $sf[0], $sf[1000], $sf[-1], $ok;

# NaN compares as undef (warns and counts as equal); undef and non-numbers warn
my $nan = $inf - $inf;
print join(" ", sort { $a <=> $b } 3, $nan, 1, 2, $nan, 0), "\n";
print join(" ", sort { $b <=> $a } 3, $nan, 1, 2), "\n";
print join(" ", map { defined $_ ? $_ : "u" } sort { $a <=> $b } 3, undef, 1, 2), "\n";
print join(" ", sort { $a <=> $b } "10", "abc", "9", "1x", "2"), "\n";
print join(" ", sort { $b <=> $a } "10", "abc", "9", "1x", "2"), "\n";
