# longmess and shortmess: confess's and croak's messages returned (longmess skips one
# more level when called from outside Carp), and a reference passed back.
use strict; use warnings;
package Lib; use Carp qw(longmess shortmess);
sub f { return shortmess("short") } sub g { return longmess("long") }
sub h { my $m = Carp::longmess("q"); return $m }
sub r { my $n = shortmess([1], 2); my @l = shortmess([1], 2); my $x = longmess({}, 3); return "$n " . scalar(@l) . " " . ref($x) }
package main;
sub a1 { Lib::f() } sub a2 { Lib::g(@_) } sub a3 { Lib::h() }
print "1: ", a1(); print "2: ", a2(5); print "3: ", a3();
print "4: ", Lib::r(), "\n";
sub m1 { Carp::shortmess("mm") } sub m2 { m1() } print "5: ", m2();
sub l1 { Carp::longmess("ll") } sub l2 { l1(1) } print "6: ", l2(2);
