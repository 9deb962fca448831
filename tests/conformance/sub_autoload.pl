# AUTOLOAD for functions and class methods: $AUTOLOAD names the sub called, the
# generated sub is installed through a glob and reached with goto; can() does not see
# AUTOLOAD; a \&name of a sub not defined yet is a stub that AUTOLOAD fills.
use strict;
use warnings;
package Lazy;
our $AUTOLOAD;
my %calls;
sub AUTOLOAD {
    my $name = $AUTOLOAD;
    $name =~ s/.*:://;
    return if $name eq 'DESTROY';
    $calls{$name}++;
    no strict 'refs';
    *{$AUTOLOAD} = sub { "generated $name(@_)" };
    goto &$AUTOLOAD;
}
sub calls { join ",", map { "$_=$calls{$_}" } sort keys %calls }
package main;
print Lazy::hello(1, 2), "\n";
print Lazy::hello(3), "\n";
print Lazy::world(), "\n";
print Lazy->classy("x"), "\n";
print Lazy::calls(), "\n";
print defined &Lazy::hello ? "hello defined\n" : "not\n";
print Lazy->can('nothere') ? "can\n" : "cannot\n";
my $r = \&Lazy::later;
print $r->(5), "\n";
