use strict;
my $n = 1;
my @f = glob("*.pl");
