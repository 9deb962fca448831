# The everyday reason to name a sub `y`: a point class with x/y accessors, and a
# string wrapper with `s` (substitute) and `tr` (translate) methods.
use strict;
use warnings;

package Point;

sub new {
    my ($class, %args) = @_;
    return bless { x => $args{x} // 0, y => $args{y} // 0 }, $class;
}

sub x { my $self = shift; $self->{x} = shift if @_; $self->{x} }
sub y { my $self = shift; $self->{y} = shift if @_; $self->{y} }

sub add {
    my ($self, $other) = @_;
    return Point->new(x => $self->x + $other->x, y => $self->y + $other->y);
}

sub to_string { my $self = shift; sprintf "(%d, %d)", $self->x, $self->y }

package Text;

sub new { my ($class, $s) = @_; bless { s => $s }, $class }
sub s  { my ($self, $from, $to) = @_; (my $c = $self->{s}) =~ s/\Q$from\E/$to/g; Text->new($c) }
sub tr { my ($self) = @_; (my $c = $self->{s}) =~ tr/a-z/A-Z/; Text->new($c) }
sub q  { my ($self) = @_; "'$self->{s}'" }

package main;

my $p = Point->new(x => 3, y => 4);
my $q = Point->new(y => -1);
print $p->to_string, " + ", $q->to_string, " = ", $p->add($q)->to_string, "\n";
$p->y(10);
print "y is now ", $p->y, ", x is ", $p->x, "\n";

my @points = map { Point->new(x => $_, y => $_ * $_) } 1 .. 4;
my @high = grep { $_->y > 4 } @points;
print join(" ", map { $_->to_string } @high), "\n";
my ($max) = sort { $b->y <=> $a->y } @points;
print "highest: ", $max->to_string, "\n";

my %by_y = map { $_->y => $_->x } @points;
print join(",", map { "$_:$by_y{$_}" } sort { $a <=> $b } keys %by_y), "\n";

my $t = Text->new("hello world");
print $t->s("o", "0")->tr->q, "\n";
print $t->tr->s("WORLD", "perl")->q, "\n";

my $getter = Point->can("y");
print "via can: ", $getter->($p), "\n";
for my $m (qw(x y)) {
    print "$m=", $p->$m, "\n";
}
