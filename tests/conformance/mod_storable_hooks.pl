use strict; use warnings;
use Storable qw(freeze nfreeze thaw dclone);
$Storable::canonical = 1;
package Counter;
sub new { my ($c, $n) = @_; bless { n => $n, cache => [1..3] }, $c }
sub STORABLE_freeze { my ($self, $cloning) = @_; print "freeze cloning=$cloning storing=", (Storable::is_storing() ? 1 : 0), "\n"; return ("n=$self->{n}", $self->{cache}) }
sub STORABLE_thaw { my ($self, $cloning, $str, $cache) = @_; print "thaw cloning=$cloning retrieving=", (Storable::is_retrieving() ? 1 : 0), " $str\n"; ($self->{n}) = $str =~ /n=(\d+)/; $self->{cache} = $cache; $self->{thawed} = 1; }
package Single;
my %registry;
sub new { my ($c, $id) = @_; $registry{$id} ||= bless { id => $id }, $c }
sub STORABLE_freeze { my ($self) = @_; return $self->{id} }
sub STORABLE_attach { my ($class, $cloning, $id) = @_; print "attach $class $id\n"; return $class->new($id) }
package Plain;
sub STORABLE_freeze { return }
package main;
my $c = Counter->new(7);
my $img = freeze([$c, $c->{cache}]);
print unpack("H*", $img), "\n";
my $back = thaw($img);
print ref $back->[0], " n=$back->[0]{n} thawed=$back->[0]{thawed} cache=@{$back->[0]{cache}} shared=", ($back->[0]{cache} == $back->[1] ? 1 : 0), "\n";
my $d = dclone($c); print "dclone n=$d->{n}\n";
my $s = Single->new(42);
my $img2 = nfreeze([$s, $s]); print unpack("H*", $img2), "\n";
my $s2 = thaw($img2); print "same object: ", ($s2->[0] == $s ? 1 : 0), " ", ($s2->[1] == $s ? 1:0), "\n";
my $pl = bless { a => 1 }, 'Plain';
my $img3 = nfreeze($pl); print unpack("H*", $img3), "\n";
print ref(thaw($img3)), "\n";
print Storable::is_storing() ? "storing\n" : "not storing\n";
print Storable::stack_depth(), " ", Storable::stack_depth_hash(), "\n";
