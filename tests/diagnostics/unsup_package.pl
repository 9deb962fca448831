use strict;
my $n = 1;
package Foo;
