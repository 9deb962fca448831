# Exporter's import specs for the built-in modules: :DEFAULT, negations (a first `!`
# starts from the defaults), names with `&`, and a version.
use strict;
use warnings;
use Carp qw(!croak);
use Time::Local qw(:DEFAULT timegm_nocheck);
use List::Util 1.45 qw(&max :DEFAULT min);
use POSIX 1.0 ();

carp "carped";
print timegm(0, 0, 0, 1, 0, 100), " ", timegm_nocheck(0, 0, 0, 1, 0, 100), "\n";
print max(1, 5, 2), " ", min(4, 3), "\n";
print POSIX::floor(-1.5), "\n";
print defined(&main::croak) ? "croak imported\n" : "no croak\n";
