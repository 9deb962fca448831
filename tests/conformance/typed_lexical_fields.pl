# Typed lexicals with fields.pm: constant keys are checked against the class's fields
# when the program is compiled (these all name fields); objects from fields::new.
use strict;
use warnings;

package Pet;
use fields qw(name sound legs);
sub new {
    my Pet $self = shift;
    $self = fields::new($self) unless ref $self;
    my %args = @_;
    $self->{name}  = $args{name} // "nobody";
    $self->{sound} = $args{sound} // "...";
    $self->{legs}  = 4;
    return $self;
}
sub speak { my Pet $self = shift; return "$self->{name} says $self->{sound}" }

package Pet::Bird;
use base 'Pet';
use fields qw(wings);
sub new {
    my $class = shift;
    my Pet::Bird $self = fields::new($class);
    $self->SUPER::new(@_);
    $self->{legs}  = 2;
    $self->{wings} = 2;
    return $self;
}

package main;

my Pet $rex = Pet->new(name => "Rex", sound => "woof");
print $rex->speak, "\n";
my Pet::Bird $tweety = Pet::Bird->new(name => "Tweety", sound => "tweet");
print $tweety->speak, ", legs $tweety->{legs}, wings $$tweety{wings}\n";
my @pair = @$tweety{qw(name legs)};
my $namer = sub { return uc $rex->{name} };
print $namer->(), "\n";
print "@pair\n";
print join(",", sort keys %Pet::Bird::FIELDS), "\n";
# A key computed at run time is checked when it is used: the hash is restricted.
my $key = "tail";
print eval { $rex->{$key} = 1; 1 } ? "stored\n" : "refused: $@";
# An untyped variable holding the same object has no compile-time check.
my $any = $rex;
print eval { my $x = $any->{colour}; 1 } ? "read\n" : "refused: $@";
