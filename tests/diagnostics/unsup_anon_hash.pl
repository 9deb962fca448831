use strict;
my $x = 1;
my $r = {a => 1};
