$| = 1;
package O; sub new { bless {n=>$_[1]}, $_[0] } sub DESTROY { print "D $_[0]{n} ${^GLOBAL_PHASE}\n" }
package main;
my $x = O->new("file");
our $g = O->new("global");
sub f { my $y = O->new("sub"); g() } sub g { my $z = O->new("deeper"); exit 3 }
END { print "END ${^GLOBAL_PHASE}\n" }
f();
