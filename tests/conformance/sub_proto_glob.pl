# The * prototype: a bareword is its name as a string (exempt from strict subs),
# *NAME a reference to the glob, anything else a scalar.
use strict;
use warnings;

sub f(*) {
    my $a = $_[0];
    print ref(\$_[0]), " ", (ref $a ? ref $a : $a), "\n";
}
f(STDOUT);
f STDERR;
f(*STDOUT);
f("x");
my $x = \*STDERR;
f($x);
f(FOO::Bar);
f(MYHANDLE);
sub g(*;@) { print scalar(@_), " args, first $_[0]\n" }
g(OUT, 1, 2);
g OUT => 3;
