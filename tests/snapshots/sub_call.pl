# emit: ops clif
use strict;
use warnings;
sub add2 { my ($x, $y) = @_; return $x + $y }
my @list = (1, 2, 3);
for my $n (@list) {
    print add2($n, 10), "\n";
}
