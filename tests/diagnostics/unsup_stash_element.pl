use strict;
sub helper { 1 }
print "has helper\n" if $main::{helper};
