# `use` of a module with its own import: it runs at compile time (so the parser knows
# the subs it installs, with their prototypes, and the variables it shares), and again
# when the program starts, in perl's order with the BEGIN blocks around it.
use strict;
use warnings;
use lib 'lib';
BEGIN { print "BEGIN before\n" }
use Tagger qw(b i);
BEGIN { print "BEGIN after\n" }
use Tagger ();
no Tagger qw(x y);

print "run time\n";
print b("bold"), " ", i "italic", "!";
print "\n";
my $n = first_that { $_ % 7 == 0 } 1 .. 20;
print "first multiple of 7: $n\n";
print plain(1, 2), "\n";
print "Level $Level\n";
$Level++;
print "Tagger's Level $Tagger::Level\n";
print "made ", Tagger::made(), "\n";
print defined &main::b ? "b defined\n" : "b undefined\n";
print main->can('i') ? "can i\n" : "cannot i\n";
print "VERSION ", Tagger->VERSION, "\n";

package Other;
use Tagger qw(em);
print em("x"), "\n";
print defined &Other::b ? "Other has b\n" : "Other has no b\n";

package main;
use TaggerUser;
print TaggerUser::show(), "\n";
