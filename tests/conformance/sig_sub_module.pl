# Subs with signatures in a module the program uses.
use strict;
use warnings;
use lib 'lib';
use SigShapes qw(area perimeter describe);

print area(rect => 3, 4), "\n";
print perimeter(rect => 3), " ", perimeter(rect => 3, 5), " ", perimeter(hex => 2), "\n";
print describe('rect', dims => [2, 7]), "\n";
print describe('hex', unit => 'mm', dims => [3]), "\n";
for my $call (
    sub { perimeter() },
    sub { perimeter('rect', 1, 2, 3) },
    sub { describe('rect', 'dims') },
    sub { area('circle', 1) },
) {
    eval { $call->(); 1 } or print "error: $@";
}
