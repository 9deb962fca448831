$| = 1;
package O; sub new { bless {n=>$_[1]}, $_[0] } sub DESTROY { print "D $_[0]{n} ${^GLOBAL_PHASE}\n" }
package main;
my $x = O->new("file");
sub f { my $y = O->new("sub"); for my $i (1..3) { my $l = O->new("loop$i"); die "dying\n" if $i == 2 } }
END { print "END\n" }
eval { f() }; print "caught $@";
for my $i (1..3) { my $o = O->new("outer$i"); sub h { my $in = O->new("h"); last } h(); }
print "after last\n";
f();
