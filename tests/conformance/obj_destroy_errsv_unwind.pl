package O; sub new { bless {}, shift } sub DESTROY { print "DESTROY sees [$@]\n" }
package main;
sub f { my $o = O->new; die "x\n" } eval { f() }; print "after [$@]\n";
eval { eval { my $o = O->new; die "inner\n" }; print "mid [$@]\n"; die "outer\n" }; print "end [$@]\n";
