use strict;
use warnings;
use feature 'say';

my @a = (5, 6, 7);
my $count = @a;
say "scalar assign: $count";
say "scalar(): ", scalar(@a);
say "last index: $#a";
say "arithmetic: ", @a + 0, " ", @a * 2, " ", @a - 1;
say "in comparison: ", (@a == 3 ? "three" : "not three");
say "in string concat: " . @a;
say "in interpolation: @a";
my ($first) = @a;
say "list assign first: $first";
if (@a > 2) { say "more than two" }
my @e;
say "empty in boolean: ", (@e ? "true" : "false");
say "empty count: ", scalar(@e);
say "empty last index: $#e";
unless (@e) { say "unless empty" }
my $i = 0;
while ($i < @a) {
    say "index $i: $a[$i]";
    $i++;
}
$#a = 4;
say "after \$#a = 4: size ", scalar(@a);
$#a = 1;
say "after \$#a = 1: @a";
my @b = (1, 2, 3, 4, 5);
my $last = $b[$#b];
my $size = @b;
say "last=$last size=$size";
my $n = () = @b;
say "countof: $n";
my $str = "@b[0..1]";
say "slice in string: $str";
my $ternary = @b ? "non-empty" : "empty";
say $ternary;
sub count_args { return scalar(@_) }
say "args counted: ", count_args(@b, @a);
say "nested scalar: ", scalar(@b) + scalar(@a);
my @single = (42);
my $sc = @single;
say "single element array in scalar context: $sc";
my ($only) = @single;
say "list context picks value: $only";
my @holes;
$holes[9] = 1;
say "holey array: ", scalar(@holes), " ", $#holes;
my $double = @b + @a;
say "sum of sizes: $double";
say "array as number in range: ", join(",", 1 .. @a);
my @m = (0) ;
say "array of one zero is true: ", (@m ? "yes" : "no");
