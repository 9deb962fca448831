use strict;
my $n = 1;
our $g = 1;
