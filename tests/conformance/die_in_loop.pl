use strict;
use warnings;
use feature 'say';

my %stock = (apple => 3, pear => 0, plum => 5);
for my $fruit (sort keys %stock) {
    say "checking $fruit";
    if ($stock{$fruit} == 0) {
        die "out of $fruit" . "s";
    }
    say "$fruit ok: $stock{$fruit}";
}
say "not reached";
