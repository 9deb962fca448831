use strict;
use warnings;
use feature 'say';

my @vals = (100, 10, 1);
for my $v (@vals) {
    say "log($v) = ", log($v);
}
my $z = 0;
say "log of 0 next";
my $l = log($z);
say "not reached $l";
