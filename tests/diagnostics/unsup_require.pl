use strict;
my $n = 1;
require Foo;
