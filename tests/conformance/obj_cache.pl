use strict;
use warnings;
# One call site seeing many classes, re-blessed objects, freed and reused heads, and
# @ISA changes between calls: the per-site method cache must never answer stale.
package Shape; sub new { my ($c, %a) = @_; bless {%a}, $c } sub area { 0 } sub kind { ref shift }
package Square; our @ISA = ('Shape'); sub area { $_[0]{s} ** 2 }
package Circle; our @ISA = ('Shape'); sub area { int(3.14159 * $_[0]{r} ** 2) }
package Blob; our @ISA = ('Shape');
package Tri; sub area { "tri" }
package main;

my $total = 0;
my @kinds;
for my $i (1 .. 30) {
    my $o = $i % 3 == 0 ? Square->new(s => $i) : $i % 3 == 1 ? Circle->new(r => $i) : Blob->new;
    $total += $o->area;
    push @kinds, $o->kind if $i <= 6;
}
print "$total @kinds\n";

my $o = Square->new(s => 3);
for my $round (1 .. 4) {
    print $o->area, " ";
    bless $o, $round % 2 ? 'Circle' : 'Square';
    $o->{r} = 2;
}
print "\n";
bless $o, 'Tri';
print $o->area, "\n";
eval { $o->kind }; print $@;
@Tri::ISA = ('Shape');
print $o->kind, "\n";
@Tri::ISA = ();
eval { $o->kind }; print $@;
unshift @Tri::ISA, 'Blob';
print $o->kind, " ", $o->area, "\n";
$Tri::ISA[0] = 'Square';
print $o->kind, "\n";
splice @Tri::ISA, 0, 1;
eval { print $o->kind, "\n" }; print $@;

# a fresh unblessed hash reusing a freed object's head
for my $j (1 .. 3) {
    my $tmp = Blob->new;
    my $n = $tmp->area;
    undef $tmp;
    my $plain = {};
    eval { $plain->area }; print $@ =~ /unblessed/ ? "unblessed\n" : "wrong: $@\n";
}

# method names from variables and strings, class from a variable
for my $cls (qw(Square Circle)) {
    for my $m (qw(area kind)) {
        my $x = $cls->new(s => 2, r => 1);
        print "$cls->$m = ", $x->$m, "\n";
    }
}
my $can = Circle->can('area');
print $can->(Circle->new(r => 10)), "\n";
print Circle->can('nope') ? "yes\n" : "no\n";
print Square->can('kind') == Shape->can('kind') ? "same code\n" : "different\n";
print ref(Square->can('area')), "\n";
