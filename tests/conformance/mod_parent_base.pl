# Classes in their own files: use parent and use base load the base class.
use strict;
use warnings;
use lib 'lib';
use Shape::Circle;
use Shape::Square;

for my $s (Shape::Circle->new(name => 'c', r => 2), Shape::Square->new(side => 3)) {
    print $s->describe, "\n";
    print ref($s), " isa Shape: ", ($s->isa('Shape') ? 1 : 0), "\n";
}
print "Shape::Circle ISA: @Shape::Circle::ISA\n";
print join(",", map { "$_=$INC{$_}" } grep { /Shape|parent|base/ } sort keys %INC), "\n";
