use strict;
my $r;
&$r(1);
