use strict;
use warnings;
use feature 'say';

my @queue = (3, 2, 1, 0, -1);
while (@queue) {
    my $item = shift @queue;
    die "negative item $item found\n" if $item < 0;
    say "item $item";
}
say "not reached";
