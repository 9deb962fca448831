use strict;
my $x = 1;
if ($x) {
    print "yes\n";
