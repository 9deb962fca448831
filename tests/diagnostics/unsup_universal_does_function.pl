package Foo;
sub new { bless {}, shift }
package main;
my $o = Foo->new;
print UNIVERSAL::DOES($o, "Foo") ? "yes\n" : "no\n";
