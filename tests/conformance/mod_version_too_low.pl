# `use Module VERSION` when the module is older: 1.10 is newer than 1.05 as perl's
# version objects compare; the literal 1.10 is the number 1.1, as the message says.
use strict;
use warnings;
use lib 'lib';
print "not reached\n";
use Versioned 1.10;
