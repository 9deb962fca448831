use strict;
my $s = "a,b";
my @p = split ",", $s;
