package Obj;
my $destroyed = 0;
sub new { my ($c, $i) = @_; bless { id => $i }, $c }
sub DESTROY { $destroyed++ }
package main;
my $n = 1_000_000;
for my $i (1 .. $n) { my $o = Obj->new($i); }
print "destroyed $destroyed of $n\n";
my @keep = map { Obj->new($_) } 1 .. 1000;
@keep = ();
print "destroyed $destroyed\n";
