# Glob assignments when the statement runs: accessors made in a loop through *{"Pkg::$name"}
# (closures), *x = \$v and *y = [...] aliases, constant subs made in BEGIN, and strict refs.
use strict; use warnings;
package Acc;
for my $f (qw(name age)) {
    no strict 'refs';
    *{"Acc::$f"} = sub { my $s = shift; $s->{$f} = shift if @_; $s->{$f} };
}
{ no strict "refs"; *{"greet"} = sub { "hi from " . __PACKAGE__ } }
sub new { bless { name => $_[1], age => $_[2] }, $_[0] }
package main;
my $o = Acc->new("ann", 30);
print $o->name, " ", $o->age, "\n";
$o->age(31); print $o->age, "\n";
print Acc::greet(), " ", (defined &Acc::name ? "def" : "undef"), " ", (Acc->can('age') ? "can" : "cannot"), "\n";
our ($x, @y);
my $v = 5; *x = \$v; print "$x\n"; $x = 6; print "$v\n";
*y = [1, 2, 3]; print "@y\n";
sub later { "later" }
BEGIN { no strict 'refs'; *{"main::_IS_X"} = sub () { 1 } }
print _IS_X(), "\n";
eval { my $n = "nope"; *{$n} = sub { 1 }; }; print "strict: $@";
