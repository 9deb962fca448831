use strict;
use warnings;
use feature 'say';

sub fail {
    my ($what, $why) = @_;
    die "cannot $what: $why";
}
say "calling a sub that dies; the location is the die inside the sub";
fail(
    "open",
    "no such thing",
);
say "not reached";
