use strict;
use warnings;
package Foo;
sub new { bless {}, shift }
package Empty;
our @ISA = ('Foo');
package main;

eval { Foo->nope }; print $@;
eval { Bar->nope }; print $@;
eval { my $x; $x->m }; print $@;
eval { my $x = [1]; $x->m }; print $@;
eval { my $x = {}; $x->m(1, 2) }; print $@;
eval { my $x = ""; $x->m }; print $@;
eval { my $x = 3; $x->m }; print $@;
eval { bless 3, "X" }; print $@;
eval { my $s = "str"; bless $s, "X" }; print $@;
eval { my $o = Foo->new; $o->nope }; print $@;
eval { my $o = Empty->new; $o->nope }; print $@;
eval { my $n = "nope"; Foo->$n }; print $@;
eval { Foo->SUPER::nope }; print $@;
eval { Foo->Bar::nope }; print $@;
my $o = Foo->new;
eval { bless $o, $o }; print $@;
eval { my $h = {}; my $x = bless $h, "Foo"; print ref($x), "\n" }; print $@;
eval { my $x = \1; $x->m }; print $@;
eval { main->nope }; print $@;
eval { "Foo::"->new }; print $@;
eval { my $u; my $n = "meth"; $u->$n() }; print $@;

my $r = eval { Foo->can('nope') };
print defined $r ? "defined\n" : "undef\n";
print "done\n";
