use strict;
use warnings;

# package NAME { ... } blocks, nested packages, and what __PACKAGE__ says where.
print "start in ", __PACKAGE__, "\n";
our $who = "main's who";

package Shape {
    our $count = 0;
    our $who = "Shape's who";
    sub make { $count++; return __PACKAGE__ . " #$count" }
    sub where { return __PACKAGE__ }
    print "inside block: ", __PACKAGE__, " sees $who\n";

    package Shape::Circle {
        our $count = 100;
        sub make { $count++; return __PACKAGE__ . " #$count (parent count $Shape::count)" }
        print "nested block: ", __PACKAGE__, "\n";
    }
    print "back in outer block: ", __PACKAGE__, "\n";
}
print "after blocks: ", __PACKAGE__, " sees $who\n";

print Shape::make(), "\n";
print Shape::make(), "\n";
print Shape::Circle::make(), "\n";
print "counts: $Shape::count $Shape::Circle::count\n";

# a lexical declared in a package block is private to the block
package Config {
    my %settings = (depth => 2);
    sub get { return $settings{ $_[0] } // "none" }
    sub set { $settings{ $_[0] } = $_[1]; return }
}
Config::set(width => 80);
print "config: ", Config::get("depth"), " ", Config::get("width"), " ", Config::get("x"), "\n";

# package statements switch until the end of the enclosing block or file
{
    package Temp;
    sub name { __PACKAGE__ }
    print "in bare block: ", __PACKAGE__, "\n";
}
print "after bare block: ", __PACKAGE__, "\n";

package Later;
our $v = "later's v";
sub id { return __PACKAGE__ . ":$v" }
package main;
print Later::id(), " ", Temp::name(), "\n";

# variables are looked up in the package where the code was compiled
package Counter;
our $n = 0;
sub inc { return ++$n }
package main;
our $n = 1000;
Counter::inc() for 1 .. 5;
print "Counter n: $Counter::n, main n: $n\n";

# fully qualified globals need no declaration under strict
$Some::Deep::Name::value = 42;
print "qualified: $Some::Deep::Name::value\n";
my @names = map { __PACKAGE__ . "::$_" } qw(a b);
print "@names\n";
