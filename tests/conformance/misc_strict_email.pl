use strict;
use warnings;
use feature 'say';

say "this line is never printed because compilation fails";
my $e = "user@example.com";
say $e;
