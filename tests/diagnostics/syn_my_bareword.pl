use strict;
my $x = 1;
my foo = 2;
