use strict;
use warnings;
use feature 'say';

my $n = 7;
my $zero = 0.4;
say "7 % 3 = ", $n % 3;
say "about to take a modulus by a value that truncates to zero";
say "result: ", $n % $zero;
say "not reached";
