use strict;
my $count = 0;
sub bump { $count++ }
