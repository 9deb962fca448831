use strict;
use warnings;
use feature 'say';

sub finish {
    my ($code) = @_;
    say "finishing with $code";
    exit $code;
}
say "work";
finish(7);
say "not reached";
