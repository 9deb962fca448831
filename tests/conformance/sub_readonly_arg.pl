use strict;
use warnings;
use feature 'say';

sub bump { $_[0]++ }
my $v = 1;
bump($v);
say "variable bumped: $v";
my @a = (5);
bump($a[0]);
say "element bumped: $a[0]";
say "now a literal";
bump(1);
say "not reached";
