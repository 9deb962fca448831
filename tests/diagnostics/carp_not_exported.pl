use strict;
use Carp qw(croak nosuch);
croak "x";
