use strict;
use open ":locale";
print "x\n";
