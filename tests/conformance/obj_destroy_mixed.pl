use strict; use warnings;
package Obj;
my @log;
sub new { my ($c, $n) = @_; bless { n => $n }, $c }
sub DESTROY { push @log, $_[0]{n} }
sub flush { my $l = join(" ", @log); @log = (); return $l }
package Dier;
sub new { bless {}, shift }
sub DESTROY { die "dtor died\n" }
package main;
sub make_pair { my $a = Obj->new("pa"); my $b = Obj->new("pb"); return ($a, $b) }
{ my @p = make_pair(); print "got ", scalar(@p), " [", Obj::flush(), "]\n"; }
print "after pair: ", Obj::flush(), "\n";
my %h = map { $_ => Obj->new("h$_") } 1..3;
for my $k (sort keys %h) { delete $h{$k} if $k == 2 }
print "deleted in loop: ", Obj::flush(), "\n";
my @sorted = sort { $a->{n} cmp $b->{n} } map { Obj->new("s$_") } reverse 1..3;
print "sorted: ", join(",", map { $_->{n} } @sorted), " [", Obj::flush(), "]\n";
@sorted = ();
print "cleared: ", Obj::flush(), "\n";
eval { my $d = Dier->new; my $o = Obj->new("with dier"); die "outer\n" };
print "err: $@", "log: ", Obj::flush(), "\n";
my $r = { child => Obj->new("child") };
$r->{self} = $r;
undef $r;
print "cycle leaked: [", Obj::flush(), "]\n";
my $str = "x" . Obj->new("tmp in expr")->{n};
print "tmp: ", Obj::flush(), " $str\n";
sub ret_obj { Obj->new("returned") }
print "chained: ", ret_obj()->{n}, "\n";
print "after chain: ", Obj::flush(), "\n";
my $code = sub { my $o = Obj->new("in closure call"); 42 };
print "closure ", $code->(), " [", Obj::flush(), "]\n";
local $_ = Obj->new("local underscore");
print "end\n";
