use strict;
my $n = 1;
use Storable;
