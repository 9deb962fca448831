package Foo;
sub new { bless {}, shift }
package main;
my $o = Foo->new;
print UNIVERSAL::isa($o, "Foo") ? "yes\n" : "no\n";
