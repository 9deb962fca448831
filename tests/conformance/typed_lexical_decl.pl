# Typed declarations: `my CLASS $var` and its forms, for a class declared or loaded
# before them. The class changes nothing at run time.
use strict;
use warnings;
use feature 'state';
use File::Basename ();

package Animal;
sub new { my ($class, %args) = @_; return bless {%args}, $class }
sub name { $_[0]{name} }

package Animal::Dog;
our @ISA = ('Animal');
sub speak { return $_[0]->name . " says woof" }

package main;

my Animal::Dog $spot = Animal::Dog->new(name => "Spot");
print $spot->speak, "\n";
my Animal ($cat, $cow) = (Animal->new(name => "Tom"), Animal->new(name => "Daisy"));
print join(", ", map { $_->name } $cat, $cow), "\n";
our Animal $pet = $cat;
print "pet: ", $pet->name, "\n";
my main $plain = 42;
my __PACKAGE__ $here = "here";
print "$plain $here\n";
my File::Basename $path = "/tmp/x.txt";
print File::Basename::basename($path), "\n";

sub counter { state Animal $count = 0; return ++$count }
counter() for 1 .. 3;
print "count: ", counter(), "\n";

for my Animal $a ($cat, $cow) {
    print "loop: ", $a->name, "\n";
}
my Animal::Dog @pack = ($spot);
my Animal::Dog %by_name = (spot => $spot);
print scalar(@pack), " ", join(",", keys %by_name), "\n";
# A hash key that is a class name is no declaration.
my %h = (Animal => 1);
print "hash: $h{Animal}\n";
