# $_ comes back after map, grep and foreach however they are left: return, last, die.
use strict; use warnings;
sub first_big { for (@_) { return $_ if $_ > 10 } return -1 }
sub find_map { my @r = map { return "early $_" if $_ == 2; $_ } @_; return "none" }
sub find_grep { my @r = grep { return "g$_" if $_ eq "b"; 1 } @_; "none" }
for (qw(x y)) {
    print first_big(5, 20, 30), " $_\n";
    print find_map(1, 2, 3), " $_\n";
    print find_grep(qw(a b c)), " $_\n";
}
$_ = "outer";
print find_map(2), " $_\n";
print find_grep("b"), " $_\n";
my @l = map { my $x = $_; sub { $x } } 1..3;
print join(",", map { $_->() } @l), " $_\n";
$_ = "outer";
eval { my @x = map { die "boom $_\n" if $_ == 2; $_ } 1, 2, 3; };
print "after die: $_ / $@";
for my $v (1) { my @x = map { last if $_ == 2; $_ } 1, 2, 3; }
print "after last: $_\n";
sub f2 { my @r = grep { return scalar(@_) if $_ > 1; 1 } @_; 0 }
print f2(1, 2), " $_\n";
my @n = map { my $o = $_; map { return_it($o, $_) } 1 .. 2 } qw(a b);
sub return_it { return "$_[0]$_[1]:$_" }
print "@n $_\n";
$_ = "outer";
eval { for (1, 2) { die "x\n" if $_ == 2 } };
print "for: $_\n";
sub g2 { for (qw(a b)) { return $_ if $_ eq "b" } }
print g2(), " $_\n";
eval { my @s = sort { die "s\n" } 3, 1, 2 };
print "sort: $_ $@";
my @w = grep { /b/ } qw(abc bcd cde);
print "@w $_\n";
# next in a foreach whose body matches: $_ is still restored at the end, so assigning
# to $_ afterwards does not write into the last element.
my @items = qw(apple berry cherry);
$_ = "top";
for (@items) { next unless /e/; }
print "after next-loop: $_\n";
$_ = "assigned";
print "items: @items\n";
for (@items) { local $_ = "shadow"; next; }
print "after local-loop: $_ / @items\n";
