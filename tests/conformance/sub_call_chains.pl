use strict;
use warnings;

# Calls chained on the results of calls: $f->(1)(2), $h{x}(1)(2), the arrow is optional.
my $adder = sub { my $n = shift; return sub { my $m = shift; return sub { $n + $m + shift } } };
print "three levels: ", $adder->(1)->(2)->(3), " ", $adder->(1)(2)(3), "\n";

my %make = (
    greeter => sub { my $greeting = shift; sub { "$greeting, $_[0]!" } },
    repeat  => sub { my $n = shift; sub { $_[0] x $n } },
);
print $make{greeter}("Hello")("world"), "\n";
print $make{repeat}->(3)("ab"), "\n";

my @stack = (sub { [map { $_ * 2 } @_] });
print "index on result: ", $stack[0](1, 2, 3)->[1], " ", $stack[0]->(4, 5)[0], "\n";

my $table = sub { return { sq => sub { $_[0] ** 2 }, neg => sub { -$_[0] } } };
print "hash from call: ", $table->()->{sq}->(9), " ", $table->(){neg}(4), "\n";

sub counter_factory { my $c = 0; return sub { my $step = shift; return sub { $c += $step } } }
my $by5 = counter_factory()->(5);
print "counter: ", $by5->(), " ", $by5->(), "\n";
