use strict;
use warnings;
my $x = 0x1_0000_0000;
print ("x") . "\n";
if ($x = 1) { }
$y = 2;
