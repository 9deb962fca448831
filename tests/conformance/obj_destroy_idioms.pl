use strict; use warnings;
$| = 1;
package Guard;
sub new { my ($c, $cb) = @_; bless { cb => $cb }, $c }
sub DESTROY { $_[0]{cb}->() }
package Node;
my $count = 0;
sub new { my ($c, %a) = @_; $count++; bless {%a}, $c }
sub DESTROY { my $s = shift; $count--; print "free $s->{name}\n"; }
package Dies;
sub new { bless {}, shift }
sub DESTROY { die "destroy failed" }
package Auto;
our $AUTOLOAD;
sub new { bless {}, shift }
sub AUTOLOAD { my $n = $AUTOLOAD; print "AUTOLOAD $n\n"; }
package Phoenix;
our @saved;
sub new { bless { n => $_[1] }, $_[0] }
sub DESTROY { my $s = shift; print "phoenix $s->{n}\n"; push @saved, $s if $s->{n}++ < 1 }
package Rebless;
sub new { bless {}, shift }
sub DESTROY { print "Rebless::DESTROY\n"; bless $_[0], 'Other' }
package Other;
sub DESTROY { print "Other::DESTROY\n" }
package Base; sub DESTROY { print "Base::DESTROY ", ref $_[0], "\n" }
package Derived; our @ISA = ('Base'); sub new { bless [], shift }
package main;

{
    my $g = Guard->new(sub { print "guard fired\n" });
    print "in scope\n";
}
print "after scope\n";
sub work { my $g = Guard->new(sub { print "cleanup in work\n" }); die "work failed\n" if $_[0]; return "ok" }
print work(0), "\n";
eval { work(1) }; print "caught: $@";
{
    my $tree = Node->new(name => "root", kids => [Node->new(name => "kid1"), Node->new(name => "kid2")]);
    print "count $count\n";
}
print "count after $count\n";
{ my $d = Dies->new; }
print "after dies\n";
{ my $a = Auto->new; }
print "after auto\n";
{ my $p = Phoenix->new(0); }
print "saved ", scalar(@Phoenix::saved), "\n";
@Phoenix::saved = ();
print "cleared\n";
{ my $r = Rebless->new; }
{ my $d = Derived->new; }
my @list = map { Node->new(name => "m$_") } 1..3;
print "made list\n";
splice(@list, 1, 1);
print "spliced\n";
shift @list;
print "shifted\n";
my %h = (a => Node->new(name => "ha"));
$h{a} = Node->new(name => "hb");
print "replaced\n";
%h = ();
print "hash cleared\n";
sub make { return Node->new(name => "ret") }
make();
print "void call done\n";
my $kept = make();
print "kept $kept->{name}\n";
undef $kept;
my $closure = do { my $n = Node->new(name => "closed"); sub { $n->{name} } };
print "closure ", $closure->(), "\n";
undef $closure;
print "closure gone\n";
for my $i (1..2) { my $n = Node->new(name => "iter$i"); next if $i == 1; print "body $i\n" }
print "loop done\n";
my $x = Node->new(name => "last");
print "end of program\n";
