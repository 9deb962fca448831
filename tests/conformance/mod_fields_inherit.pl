# use fields, fields::new (a hash locked to the accessible fields) and use base inheriting %FIELDS.
use strict;
use warnings;

package Animal;
use fields qw(name legs _secret);

sub new {
    my $self = shift;
    $self = fields::new($self) unless ref $self;
    $self->{name} = shift;
    $self->{legs} = 4;
    $self->{_secret} = 'bones';
    return $self;
}

sub describe {
    my $self = shift;
    return "$self->{name} has $self->{legs} legs";
}

package Bird;
use base 'Animal';
use fields qw(wingspan);

sub new {
    my $class = shift;
    my $self = fields::new($class);
    $self->SUPER::new(@_);
    $self->{legs} = 2;
    $self->{wingspan} = 30;
    return $self;
}

package main;

my $dog = Animal->new('Rex');
print ref($dog), ": ", $dog->describe, "\n";
print "keys: ", join(",", sort keys %$dog), "\n";

eval { $dog->{nmae} = 'typo' };
print "store: $@";
eval { my $x = $dog->{colour} };
print "fetch: $@";
print "exists legs: ", (exists $dog->{legs} ? 1 : 0), " exists tail: ", (exists $dog->{tail} ? 1 : 0), "\n";
delete $dog->{legs};
print "after delete: ", join(",", sort keys %$dog), "\n";
$dog->{legs} = 3;
print "restored: $dog->{legs}\n";

my $bird = Bird->new('Tweety');
print ref($bird), ": ", $bird->describe, ", wingspan $bird->{wingspan}\n";
print "bird keys: ", join(",", sort keys %$bird), "\n";
eval { $bird->{teeth} = 0 };
print "bird store: $@";
print "isa: ", ($bird->isa('Animal') ? "yes" : "no"), "\n";

print "Animal fields: ", join(",", map { "$_=$Animal::FIELDS{$_}" } sort keys %Animal::FIELDS), "\n";
print "Bird fields: ", join(",", map { "$_=$Bird::FIELDS{$_}" } sort keys %Bird::FIELDS), "\n";

my $empty = fields::new('Animal');
print "empty: ", scalar(keys %$empty), " defined name: ", (defined $empty->{name} ? 1 : 0), "\n";
my $copy = fields::new($dog);
print "from object: ", ref($copy), "\n";
