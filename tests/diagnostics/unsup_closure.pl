use strict;
my $count = 0;
my $bump = sub { $count++ };
