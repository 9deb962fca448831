# Unpacking @_ with nested my lists, as some code groups its parameters: the object and
# a pair of coordinates, a key and the rest, records split into groups.
use strict;
use warnings;

package Canvas;
sub new { bless { dots => [] }, shift }
sub dot {
    my ($self, ($x, $y), $label) = @_;
    push @{ $self->{dots} }, sprintf "%s(%d,%d)", $label // "dot", $x, $y;
    return $self;
}
sub line {
    my ($self, (($x1, $y1), ($x2, $y2))) = @_;
    my $len = sqrt(($x2 - $x1)**2 + ($y2 - $y1)**2);
    push @{ $self->{dots} }, sprintf "line %.3f", $len;
    return $self;
}
sub dump { my ($self) = @_; join " ", @{ $self->{dots} } }

package main;

my $c = Canvas->new;
$c->dot(1, 2, "a")->dot(3, 4)->line(0, 0, 3, 4);
print $c->dump, "\n";

sub head_tail { my (($head), @tail) = @_; return "$head: @tail" }
print head_tail(qw(first second third)), "\n";

my @records = ("alice:30:paris", "bob:25:rome", "carol:35:oslo");
for my $rec (@records) {
    my (($name, $age), $city) = split /:/, $rec;
    printf "%-6s %3d %s\n", $name, $age, $city;
}

my %config = (width => 80, height => 24);
while (my (($key), $value) = each %config) {
    $config{$key} = $value * 2;
}
print join(", ", map { "$_=$config{$_}" } sort keys %config), "\n";

# Swapping through a nested list.
my ($left, $right) = ("L", "R");
($left, ($right)) = ($right, $left);
print "$left $right\n";
