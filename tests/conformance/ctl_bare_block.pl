use strict;
use warnings;
use feature 'say';

my $x = "outer";
{
    my $x = "inner";
    say "in block: $x";
}
say "after block: $x";
{
    $x = "modified";
}
say "block can modify outer: $x";
my $count = 0;
{
    $count++;
    last if $count;
    $count = 100;
}
say "last in bare block: $count";
my $n = 0;
{
    $n++;
    next;
    $n = 100;
}
say "next in bare block: $n";
{
    my @a = (1, 2, 3);
    {
        my @a = (4);
        say "inner array: @a";
    }
    say "outer array: @a";
}
my $y = 1;
{
    my $y = $y + 1;
    say "shadow initialised from outer: $y";
    {
        my $y = $y * 10;
        say "deeper shadow: $y";
    }
    say "back to middle: $y";
}
say "outermost: $y";
my $total = 0;
for my $i (1 .. 3) {
    {
        next if $i == 2;
        $total += $i;
    }
    $total += 100;
}
say "next in bare block inside loop only leaves the block: $total";
my $depth = 0;
{ { { $depth = 3; } } }
say "nested blocks: $depth";
my $flag = 0;
FOUND: {
    for my $v (1 .. 10) {
        if ($v == 7) {
            $flag = $v;
            last FOUND;
        }
    }
    $flag = -1;
}
say "search via labeled block: $flag";
