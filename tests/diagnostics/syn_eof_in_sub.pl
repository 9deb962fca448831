use strict;
sub f {
    return 1;

print f(), "\n";
