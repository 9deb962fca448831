# A package's symbol table as a hash the way class-introspection code reads it: keys of
# %{"${class}::"} filtered by defined &name, keys %Pkg::, exists $Pkg::{NAME}, each.
use strict; use warnings;
package Animal; sub new { bless {}, shift } sub speak { "..." } sub name { "animal" }
package Dog; our @ISA = ('Animal'); sub speak { "Woof" }
package main;
for my $class (qw(Animal Dog)) {
    no strict 'refs';
    my @methods = sort grep { defined &{"${class}::$_"} } keys %{"${class}::"};
    print "$class: @methods\n";
}
print "Dog stash: ", join(",", sort keys %Dog::), "\n";
print "has ISA: ", (exists $Dog::{ISA} ? 1 : 0), "\n";
print "count: ", scalar(keys %Animal::), "\n";
while (my ($k, $v) = each %Dog::) { print "each: $k\n" if $k eq 'speak' }
