use strict;
sub f { my @c = caller(0); print "@c\n" }
f();
