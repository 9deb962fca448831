use strict; use warnings;
package Careful;
sub new { bless { name => $_[1] }, $_[0] }
sub DESTROY { my $s = shift; local $@; eval { die "inner\n" }; print "DESTROY $s->{name} saw inner: $@"; }
package Careless;
sub new { bless {}, shift }
sub DESTROY { eval { 1 } }
package main;
eval { my $c = Careful->new("a"); die "outer\n" };
print "outer error kept: $@";
eval { my $c = Careless->new; die "real\n" };
print "after careless: $@";
$@ = "before";
{ my $c = Careless->new; }
print "cleared by DESTROY's eval: [$@]\n";
my $status = do { { my $c = Careful->new("b"); } 0 };
print "status $status\n";
sub risky { my $c = Careful->new("c"); my @stack = (1, 2, 3); die { code => 42 } }
eval { risky() };
print "ref error code $@->{code}\n";
my $r = eval { my $c = Careful->new("d"); 17 };
print "eval value $r\n";
my @l = eval { my $c = Careful->new("e"); (1, 2, 3) };
print "eval list @l\n";
print "done\n";
