package B; our $AUTOLOAD; sub AUTOLOAD { print "auto $AUTOLOAD\n" }
package C; our @ISA = ('B');
package main;
C->foo;
eval { C::bar(); }; print "err: $@";
