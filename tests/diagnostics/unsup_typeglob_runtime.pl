use strict;
my $n = 1;
if ($n) { *foo = \&bar; }
