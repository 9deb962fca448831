# A function that was not imported is an undefined sub.
use strict;
use warnings;
use List::Util qw(sum);
use Scalar::Util ();
print sum(1, 2), "\n";
print List::Util::max(3, 4), "\n";
print Scalar::Util::reftype([]), "\n";
print max(1, 2), "\n";
