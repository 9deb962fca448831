use strict; use warnings;
our $x = 1;
sub f { print "x=$x\n" }
sub g { local $x = 2; f() }
g(); f();
our @stack = (1, 2);
sub show { print "stack: @stack\n" }
{ local @stack = (9); show() } show();
my %cfg = (mode => "prod", level => 3);
sub mode { return $cfg{mode} }
sub with_test { local $cfg{mode} = "test"; local $cfg{extra} = 1; return mode() . " " . join(",", sort keys %cfg) }
print with_test(), " / ", mode(), " ", join(",", sort keys %cfg), "\n";
for my $i (1 .. 3) { local $x = $x + $i; f(); }
f();
eval { local $x = 100; die "boom\n" };
print "after eval: x=$x err=$@";
{
    local $, = "-"; local $\ = "!\n";
    print "a", "b", "c";
}
print "a", "b", "\n";
package Counter;
our $count = 0;
sub bump { $count++; return __PACKAGE__ . " $count" }
package main;
print Counter::bump(), " ", Counter::bump(), " $Counter::count\n";
package Other { sub name { return __PACKAGE__ } }
print Other::name(), " ", __PACKAGE__, "\n";
local $_ = "topic";
print "$_\n";
