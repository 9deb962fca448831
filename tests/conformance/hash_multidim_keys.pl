use strict;
use warnings;

# $h{$x, $y} emulates a multi-dimensional hash: the key is join($;, $x, $y).
my %grid;
for my $x (0 .. 2) {
    for my $y (0 .. 2) {
        $grid{$x, $y} = $x * 3 + $y;
    }
}
print "cells: ", scalar(keys %grid), "\n";
print "grid{1,2} = $grid{1, 2}, grid{2,0} = $grid{2, 0}\n";
my $k = join($;, 1, 1);
print "same key via join: $grid{$k}\n";
print "separator is chr(", ord($;), ")\n";
print "exists 2,2: ", (exists $grid{2, 2} ? 1 : 0), ", exists 3,3: ", (exists $grid{3, 3} ? 1 : 0), "\n";

for my $key (sort keys %grid) {
    my ($x, $y) = split /$;/, $key;
    print "($x,$y)=$grid{$key} " if $x == $y;
}
print "\n";

{
    local $; = ":";
    my %h;
    $h{"a", "b", "c"} = 1;
    my @list = ("p", "q");
    $h{@list} = 2;    # an array in the subscript is a count, not a list
    print "with ':' separator: ", join(" ", sort keys %h), "\n";
}

my %sparse;
$sparse{10, 20} = "x";
delete $sparse{10, 20};
print "after delete: ", scalar(keys %sparse), "\n";
