use strict;
use warnings;
use feature 'say';

sub level3 { my $n = shift; die "too deep at level $n" if $n > 2; return level3($n + 1) }
sub level2 { return level3(@_) }
sub level1 { return level2(@_) }
say "start";
for my $i (1 .. 3) {
    say "iteration $i";
}
level1(0);
say "not reached";
