package Lazy;
our $AUTOLOAD;
sub AUTOLOAD { print "called $AUTOLOAD\n" }
package main;
Lazy->anything;
