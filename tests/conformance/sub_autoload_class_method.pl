# A class method that only AUTOLOAD answers.
package Lazy;
our $AUTOLOAD;
sub AUTOLOAD { print "called $AUTOLOAD\n" }
package main;
Lazy->anything;
Lazy::direct(1);
