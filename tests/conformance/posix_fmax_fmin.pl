# POSIX::fmax and fmin: the larger and smaller number, a NaN argument giving the other,
# "Usage:" for a wrong count.
use strict;
use warnings;
use POSIX qw(fmax fmin);

print fmax(1, 2), " ", fmin(1, 2), "\n";
print fmax(-0.5, "-3"), " ", fmin("1e3", 7), "\n";
my $nan = "nan" + 0;
print fmax($nan, 4), " ", fmin(5, $nan), "\n";
print POSIX::fmax(2**53, 2**53 + 1), "\n";
eval { my $x = fmax(1) };
print $@;
