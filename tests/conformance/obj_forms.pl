use strict;
use warnings;
package Node;
sub new {
    my $proto = shift;
    my $class = ref($proto) || $proto;
    my $self = bless { val => shift, kids => [] }, $class;
    return $self;
}
sub add { my $self = shift; push @{ $self->{kids} }, map { Node->new($_) } @_; return $self }
sub kids { @{ $_[0]{kids} } }
sub val { $_[0]->{val} }
sub ctx { wantarray ? "list" : defined(wantarray) ? "scalar" : "void" }
sub total { my $s = shift; my $t = $s->val; $t += $_->total for $s->kids; $t }
sub describe { __PACKAGE__ . "(" . $_[0]->val . ")" }
package Leaf;
our @ISA = 'Node';
sub describe { my $self = shift; "Leaf<" . $self->SUPER::describe() . ">" }
package Deep;
our @ISA = ('Leaf');
sub describe { my $self = shift; "Deep[" . $self->SUPER::describe . "]" }
package main;

my $root = Node->new(1)->add(2, 3, 4);
print $root->total, "\n";
my @k = $root->kids;
print scalar(@k), " ", join(",", map { $_->val } @k), "\n";
my $n = () = $root->kids;
print "$n\n";
my $c = $root->new(9);
print ref($c), " ", $c->val, "\n";
print join(" ", map { $_->val } sort { $b->val <=> $a->val } @k), "\n";
my %seen;
$seen{$_} = $_->val for @k;
print join(",", sort values %seen), "\n";
print $root->{kids}->[1]->val, " ", $root->{kids}[2]->val, "\n";
my $ctx = $root->ctx; my @ctx = $root->ctx; print "$ctx $ctx[0]\n";
print Deep->new(5)->describe, "\n";
print Leaf->new(6)->describe, "\n";
print __PACKAGE__->can('main::helper') ? "ok\n" : "no\n";
sub helper { 1 }
print main->helper, "\n";
my @objs = map { Node->new($_) } 1 .. 3;
print "$_\n" for map { $_->val * 2 } @objs;
my $obj = Node->new("x");
print "interp: @{[ $obj->val ]} ${\ $obj->val }\n";
print "cmp: ", ($obj == $obj ? "eq" : "ne"), " ", ($obj != $root ? "ne" : "eq"), " ", ($obj eq "$obj" ? "streq" : "strne"), "\n";
my $m = "val";
print $obj->$m(), "\n";
my %disp = (v => "val");
print $obj->${\ $disp{v}}, "\n";
my $mr = \"val"; print $obj->$$mr(), "\n";
my $sref = \"hello";
my $code = sub { "anon:" . $_[0]->val . ":" . ($_[1] // "") };
print $obj->$code("arg"), "\n";
print Node::->new(7)->val, "\n";
print "Node"->new(8)->val, "\n";
