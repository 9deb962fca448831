use strict;
use warnings;
use feature 'say';

sub defined_one { return "ok" }
say defined_one();
my $x = 1;
my $y = $x
  + nosuch();
say "not reached $y";
