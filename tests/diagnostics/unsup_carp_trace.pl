package Point;
sub CARP_TRACE { "Point" }
package main;
print "x\n";
