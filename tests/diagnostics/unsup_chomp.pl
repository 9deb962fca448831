use strict;
my $s = "a\n";
chomp $s;
