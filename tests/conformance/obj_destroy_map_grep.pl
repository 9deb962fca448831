package Obj; my @log; sub new { bless { n => $_[1] }, $_[0] } sub DESTROY { push @log, "D$_[0]{n}" } sub log { my $l = "@log"; @log = (); $l }
package main;
my @names = map { my $o = Obj->new($_); $o->{n} . "!" } 1..3;
print "@names | ", Obj::log(), "\n";
my @raw = map { my $o = Obj->new($_); $o->{n} } 4..5;
print "@raw | ", Obj::log(), "\n";
my @kept = grep { my $o = Obj->new($_); $o->{n} % 2 } 6..9;
print "@kept | ", Obj::log(), "\n";
my @objs = map { my $o = Obj->new($_); $o } 10..11;
print scalar(@objs), " | ", Obj::log(), "\n";
@objs = ();
print "cleared | ", Obj::log(), "\n";
my @arr = map { my @a = ($_, $_ * 2); @a } 1..3;
print "@arr\n";
my %h = map { my $k = "k$_"; ($k => $_) } 1..2;
print join(",", map { "$_=$h{$_}" } sort keys %h), "\n";
