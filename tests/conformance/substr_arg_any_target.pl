# substr(EXPR, ...) passed to a sub is perl's lvalue substr whatever EXPR is: writes
# through $_[0] go into a copy of an expression's value, and into a constant die.
use strict;
use warnings;
sub f { $_[0] = "z" }
sub g { return "<$_[0]>" }
my $t = "abcdef";
f(substr($t, 1, 2)); print "$t\n";
f(substr($t . "", 1, 2)); print "$t\n";
print g(substr($t . "xy", 2)), "\n";
print g(substr(uc $t, 1, 3)), "\n";
eval { f(substr("abc", 1, 1)); 1 } or print "died: $@";
my @a = ("hello");
f(substr($a[0], 0, 1)); print "@a\n";
