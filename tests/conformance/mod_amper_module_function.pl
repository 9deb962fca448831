# `&name(...)` and `&name;` of a built-in module's function call it as a call by name
# does (`&name;` with the caller's @_), as Exporter.pm's `sub {require Carp; &Carp::carp}`.
use strict;
use warnings;
use POSIX;
use Carp;
print &floor(1.5), " ", &POSIX::ceil(1.5), "\n";
sub warn_on { &Carp::carp }
sub count_args { scalar(@_) . " args" }
local $SIG{__WARN__} = sub { print "warned: $_[0]" };
warn_on("careful", " there");
print count_args(1, 2, 3), "\n";
sub pass_on { &count_args }
print pass_on(4, 5), "\n";
