use strict;
my $file = "config.pl";
do $file;
