use strict;
use warnings;
use feature 'say';

my @a = (1, 2, 3);
for (@a) { $_++ }
say "array elements are writable: @a";
for (1 .. 3) { $_++ }
say "range elements are writable copies";
my $x = 5;
for my $v ($x, 7) {
    say "visiting $v";
}
say "about to modify a literal through the loop alias";
for (1, 2) {
    $_++;
}
say "not reached";
