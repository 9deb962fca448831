package Dies;
use strict;
our $loaded = 1;
die "Dies refuses to load";
1;
