use strict; use warnings;
my $x = 1;
"useless string";
5;
$x == 2;
1;
sub f { 7; return 2 }
f();
print "ok\n";
