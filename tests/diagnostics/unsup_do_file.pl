use strict;
my $n = 1;
do "config.pl";
