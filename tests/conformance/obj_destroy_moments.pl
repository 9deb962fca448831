package Obj;
sub new { my ($c, $n) = @_; print "new $n\n"; bless { n => $n }, $c }
sub DESTROY { my $s = shift; print "DESTROY $s->{n} phase=${^GLOBAL_PHASE}\n" }
package main;
{ my $a = Obj->new("block"); print "in block\n"; }
print "after block\n";
my $x = Obj->new("overwritten"); $x = 1; print "after overwrite\n";
my $y = Obj->new("undef"); undef $y; print "after undef\n";
Obj->new("void temp"); print "after void temp\n";
print "method on temp: ", Obj->new("temp2")->{n}, "\n"; print "after temp2\n";
sub f { my $o = Obj->new("in sub"); return 5 } my $r = f(); print "after sub $r\n";
my %h = (k => Obj->new("hash elem")); delete $h{k}; print "after delete\n";
my @a = (Obj->new("a0"), Obj->new("a1")); @a = (); print "after array clear\n";
eval { my $g = Obj->new("eval guard"); die "oops\n" }; print "after eval: $@";
sub g { my $o = Obj->new("sub in eval"); die "boom\n" } eval { g() }; print "after eval2: $@";
my $v = do { my $t = Obj->new("do block"); 7 }; print "after do $v\n";
for my $i (1..2) { my $o = Obj->new("loop $i"); } print "after loop\n";
my $keep = Obj->new("file lexical");
our $glob = Obj->new("global");
END { print "END block\n" }
print "end of main\n";
