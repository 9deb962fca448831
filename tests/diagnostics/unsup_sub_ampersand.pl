use strict;
sub f { return 1 }
&f;
