use strict;
use warnings;
use feature 'say';

foreach my $x (1, 2, 3) {
    say "list item $x";
}
for my $x (1 .. 3) {
    say "range item $x";
}
my @a = ("a", "b", "c");
for my $e (@a) {
    say "array item $e";
}
for (@a) {
    say "topic $_";
}
my @nums = (1, 2, 3);
$_ *= 2 for @nums;
say "@nums";
for my $n (@nums) {
    $n += 100;
}
say "aliased loop var: @nums";
for (@nums) {
    $_ = "x$_";
}
say "aliased topic: @nums";
my @src = (1, 2, 3);
for my $v (@src, 10) {
    $v *= -1 if $v < 10;
}
say "alias through list of array and literal: @src";
my ($p, $q) = (1, 2);
for my $v ($p, $q) {
    $v = $v * 10;
}
say "aliasing scalars: $p $q";
my $i = "outer";
for $i (1 .. 3) {
}
say "loop variable restored: $i";
my $j = "y";
for $j (1 .. 3) {}
say $j;
my $total = 0;
for my $n (1 .. 10) {
    next if $n % 2;
    last if $n > 8;
    $total += $n;
}
say "total of evens up to 8: $total";
my @empty;
for my $e (@empty) {
    say "never";
}
say "empty loop ok";
for my $x (reverse 1 .. 4) {
    print "$x ";
}
print "\n";
for my $w (sort ("pear", "apple", "fig")) {
    print "$w ";
}
print "\n";
my %h = (one => 1, two => 2, three => 3);
for my $k (sort keys %h) {
    say "$k => $h{$k}";
}
my @grow = (1, 2, 3);
my $iter = 0;
for my $g (@grow) {
    $iter++;
}
say "iterations: $iter";
for my $outer (1 .. 3) {
    for my $inner (1 .. $outer) {
        print $outer * $inner, " ";
    }
    print "\n";
}
my $last;
for my $v (5, 6, 7) {
    $last = $v;
}
say "last seen: $last";
my @holes;
$holes[3] = "d";
my $defined = 0;
for my $h (@holes) {
    $defined++ if defined $h;
}
say "defined in holey array: $defined of ", scalar(@holes);
for (1 .. 2) {
    my $outer_topic = $_;
    for ("a", "b") {
        print "$outer_topic$_ ";
    }
    say "topic restored: $_";
}
my @matrix_row = (1, 2, 3);
for my $cell (@matrix_row) {
    for my $again (@matrix_row) {
        $again += 0;
    }
    $cell *= 10;
}
say "nested aliasing over the same array: @matrix_row";
