package Foo;
sub new { bless {}, shift }
package main;
my $o = new Foo(1);
