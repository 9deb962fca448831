use strict;
use warnings;

package Pet;
use fields qw(name sound);
sub new { my Pet $self = fields::new(shift); $self->{name} = "Rex"; return $self }

package main;
my Pet $rex = Pet->new;
print "$rex->{name}\n";
print "$rex->{nmae}\n";
