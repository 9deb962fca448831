use strict;
use warnings;
use feature 'say';

sub check {
    my ($v) = @_;
    return $v > 0;
}
my $value = -5;
say "checking";
my $result = check(1)
    && check(2)
    && check($value)
    || die "check failed for $value";
say "not reached";
