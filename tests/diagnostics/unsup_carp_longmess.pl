use strict;
use Carp qw(longmess);
print longmess("x");
