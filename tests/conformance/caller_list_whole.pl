# caller(N) as a whole list: all eleven elements, hints, warning bits and hint hash
# included (they used to be refused).
use strict;
sub f { my @c = caller(0); print scalar(@c), ": @c[0..4] ", $c[8], "\n" }
f();
sub g { return caller(1) }
sub h { my @c = g(); print scalar(@c), ": @c[0..3] ", $c[8], "\n" }
h();
