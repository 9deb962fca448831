use strict;
my $n = 1;
my $re = qr/ab+c/;
