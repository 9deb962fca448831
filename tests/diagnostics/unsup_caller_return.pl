use strict;
sub f { return caller(1) }
f();
