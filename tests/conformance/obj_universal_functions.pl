# UNIVERSAL::isa and UNIVERSAL::can called as functions (they answer for unblessed
# references too), and Class->VERSION(N) with perl's messages.
use strict;
use warnings;
package Counter;
our $VERSION = '1.05';
sub new { return bless {}, shift }
sub count { 1 }
package main;
my $o = Counter->new;
for my $case ([[], 'ARRAY'], [{}, 'ARRAY'], [{}, 'HASH'], [$o, 'Counter'], [$o, 'HASH'],
              ['Counter', 'Counter'], [\1, 'SCALAR'], [sub {}, 'CODE'], [\\1, 'REF']) {
    my ($v, $t) = @$case;
    print "isa ", (ref($v) || $v), " $t: ", (UNIVERSAL::isa($v, $t) ? 1 : 0), "\n";
}
print "isa undef: ", (UNIVERSAL::isa(undef, 'Counter') ? 1 : 0), "\n";
print "can count: ", (UNIVERSAL::can($o, 'count') ? 'yes' : 'no'), "\n";
print "can on array: ", (defined UNIVERSAL::can([], 'count') ? 'yes' : 'no'), "\n";
print "version ", Counter->VERSION, " ", Counter->VERSION(1.0), "\n";
eval { Counter->VERSION(2) };
print $@;
eval { Nowhere->VERSION(1) };
print $@;
package Bare; sub x { }
package main;
eval { Bare->VERSION(1) };
print $@;
