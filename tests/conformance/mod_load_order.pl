# BEGIN blocks, use and the module bodies run in perl's order: each module's file is
# compiled (its own BEGIN and use first), then run, before the script goes on.
BEGIN { print "script BEGIN 1\n" }
use lib 'lib';
use Order::A;
BEGIN { print "script BEGIN 2\n" }
print "script body: ", Order::A::name(), Order::B::name(), "\n";
require Order::B;
print "B again: ", (require Order::B), "\n";
