# A code reference to Carp's croak, carp and confess (\&Carp::croak, *name = \&Carp::carp) reports as a direct call does.
use Carp;
package Lib;
sub check { my $c = \&Carp::croak; $c->("bad value") if $_[0] < 0; "ok" }
*warnit = \&Carp::carp;
sub w { warnit("careful") }
package main;
print Lib::check(1), "\n";
eval { Lib::check(-1) }; print "caught: $@";
Lib::w();
my $conf = \&Carp::confess;
sub deep { $conf->("deep trouble") }
eval { deep() }; print "confess: ", (split /\n/, $@)[0], "\n";
