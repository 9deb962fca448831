use strict;
use warnings;

package Animal;
sub new { my ($class, $name) = @_; return bless { name => $name, sound => 'generic' }, $class }
sub speak { my $self = shift; return sprintf "%s the %s says %s", $self->{name}, lc ref($self), $self->sound }
sub sound { 'nothing' }
sub name { $_[0]{name} }

package Dog;
our @ISA = ('Animal');
sub sound { 'Woof' }
sub new {
    my ($class, $name, $trick) = @_;
    my $self = $class->SUPER::new($name);
    $self->{trick} = $trick;
    return $self;
}
sub trick { $_[0]{trick} }

package Puppy;
use parent -norequire, 'Dog';
sub sound { my $s = shift; return lc($s->SUPER::sound()) . '!' }

package Cat;
use base 'Animal';
sub sound { 'Meow' }

package main;

for my $a (Dog->new('Rex', 'roll'), Cat->new('Tom'), Puppy->new('Bit', 'sit'), Animal->new('Gen')) {
    print $a->speak, "\n";
}
my $p = Puppy->new('Bit', 'sit');
print $p->trick, " ", $p->name, "\n";
print $p->Animal::sound, "\n";
print $p->Dog::sound(), "\n";
for my $cls (qw(Animal Dog Puppy Cat)) {
    print "$cls: ", join(",", map { $p->isa($_) ? 1 : 0 } qw(Animal Dog Puppy Cat)), " ", (Puppy->isa($cls) ? "y" : "n"), "\n";
}
print Dog->can('trick') ? "can\n" : "cannot\n";
print Cat->can('trick') ? "can\n" : "cannot\n";
my $m = Puppy->can('sound');
print $m->($p), "\n";
print ref($m), "\n";
print $p->DOES('Animal') ? "does\n" : "doesnt\n";


# diamond: D isa B, C; B isa A; C isa A
package A; sub hello { "A::hello" } sub who { "A" }
package B; our @ISA = ('A'); sub who { "B" }
package C; our @ISA = ('A'); sub hello { "C::hello" } sub who { "C" } sub only_c { "only C" }
package D; our @ISA = ('B', 'C');
package main;
my $d = bless {}, 'D';
print $d->hello, " ", $d->who, " ", $d->only_c, "\n";
# runtime ISA change
push @D::ISA, 'Extra';
package Extra; sub extra { "extra!" }
package main;
print $d->extra, "\n";
@D::ISA = ('C');
print $d->hello, " ", $d->who, "\n";
for my $i (1..3) { print $d->who; @D::ISA = $i % 2 ? ('B') : ('C'); }
print "\n";
my $class = 'Dog';
my $obj = $class->new('Dyn', 'jump');
my $meth = 'trick';
print $obj->$meth, "\n";
print Dog::->new('X', 'y')->speak, "\n";
