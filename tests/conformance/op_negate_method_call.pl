# `-Class->method` negates what the method returns; `-bareword` alone is the string
# "-bareword", also with `::` in it and before `=>`.
use strict;
use warnings;
package Num;
sub new { my ($c, $v) = @_; bless { v => $v }, $c }
sub val { $_[0]{v} }
sub seven { 7 }
package main;
print -Num->seven, "\n";
print -Num->new(5)->val, "\n";
print - Num->seven, "\n";
my %h = (-foo => 1, -Bar::Baz => 2);
print join(",", sort keys %h), "\n";
no strict 'subs';
print -Foo::Bar, " ", -xyz, "\n";
