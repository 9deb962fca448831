use strict;
use subs 'glob';
sub glob { return "mine: @_" }
print glob("*.c"), "\n";
my @c = <*.c>;
