use strict;
use warnings;

# perl's merge sort calls the comparison with particular pairs in a particular order;
# a comparison with side effects shows them.
my @log;
my @sorted = sort { push @log, "$a:$b"; $a <=> $b } 5, 3, 9, 1, 7, 2, 8, 6, 4, 0;
print "sorted: @sorted\n";
print "calls: ", scalar(@log), "\n";
print "pairs: @log\n";

# Counting calls on longer inputs: ordered, reversed, random-ish, with long runs.
sub count_calls {
    my @list = @_;
    my $n = 0;
    my @r = sort { $n++; $a <=> $b } @list;
    return $n;
}
my @asc  = 1 .. 100;
my @desc = reverse @asc;
my @mixed = map { ($_ * 37) % 101 } 1 .. 100;
my @runs = ((1 .. 20), (5 .. 30), (2 .. 18), reverse(1 .. 25));
my @dups = map { $_ % 4 } 1 .. 60;
printf "%-6s %d\n", $_->[0], count_calls(@{ $_->[1] })
    for [asc => \@asc], [desc => \@desc], [mixed => \@mixed], [runs => \@runs], [dups => \@dups];

# An inconsistent comparison: the answer depends on how many calls came before.
my $k = 0;
my @odd = sort { ($k++ % 3) - 1 } 'a' .. 'l';
print "inconsistent: @odd\n";
$k = 0;
my @coin = sort { (($k++ * 7 + $a * 3 + $b) % 5) - 2 } 1 .. 30;
print "coin: @coin\n";

# The comparison's value is perl's integer value of what the block returns.
print "fractions: ", join(" ", sort { $a < $b ? -0.5 : 0.5 } 3, 1, 2), "\n";
print "big: ", join(" ", sort { ($a <=> $b) * 4294967296 } 3, 1, 2), "\n";
print "bigger: ", join(" ", sort { ($a <=> $b) * 4294967297 } 3, 1, 2), "\n";
print "inf: ", join(" ", sort { ($a <=> $b) * 9**9**9 } 3, 1, 2), "\n";
print "strings: ", join(" ", sort { ($a - $b) . "x" } 3, 1, 2), "\n";

# Stability with equal keys, ascending and descending.
my @recs = map { [ $_ % 3, $_ ] } 1 .. 12;
print "stable: ", join(" ", map { "$_->[0]/$_->[1]" } sort { $a->[0] <=> $b->[0] } @recs), "\n";
print "stable desc: ", join(" ", map { "$_->[0]/$_->[1]" } sort { $b->[0] <=> $a->[0] } @recs), "\n";

# undef and NaN in the sorts perl does without calling the block: every comparison
# that meets them warns.
my @u = sort { $a <=> $b } (undef, 3, 2, 1);
print "undef first: ", defined $u[0] ? "no" : "yes", " @u[1..3]\n";
my @v = sort { $b cmp $a } ("b", undef, "a", "c", undef);
print "strings with undef: ", scalar(@v), "\n";
my @w = sort (undef, "b", "a");
print "default with undef: ", scalar(@w), "\n";
my @nan = sort { $a <=> $b } 3, "nan", 1, 0, 2;
print "nan: @nan\n";
