# A `local` in a loop's condition belongs to the loop: the old value is back
# once the loop is done, however it ends.
use strict;
use warnings;

$_ = "outer";
my @queue = (1, 2);
while (local $_ = shift @queue) {
    print "item $_\n";
}
print "after while: [$_]\n";

our $line = "saved";
my @lines = ("a", "skip", "b", "stop", "c");
while (local $line = shift @lines) {
    next if $line eq "skip";
    last if $line eq "stop";
    print "line $line\n";
}
print "after next/last: $line\n";

our $word = "kept";
my @words = ("x", "y");
print "word $word\n" while local $word = shift @words;
print "after modifier: $word\n";

our $item = "first";
my @items = ("p");
do { print "do $item\n" } while (local $item = shift @items);
print "after do-while: $item\n";

our $count = "none";
my $n = 0;
until ((local $count = ++$n) > 2) {
    print "count $count\n";
}
print "after until: $count\n";

our $step = "orig";
my $k = 0;
while ($k++ < 2) {
    print "step $step\n";
} continue {
    local $step = $k;
}
print "after continue: $step\n";

sub drain {
    my @work = @_;
    while (local $_ = shift @work) {
        return "returned $_" if $_ eq "r";
    }
    return "drained";
}
$_ = "caller's";
print drain("q", "r", "s"), "\n";
print "after return: $_\n";
