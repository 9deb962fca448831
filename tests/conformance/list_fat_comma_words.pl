use strict;
use warnings;

# The fat comma quotes any identifier on its left, even one that names an operator.
my %point = (y => 2, x => 1, z => 3);
print "point: ", join(", ", map { "$_=$point{$_}" } sort keys %point), "\n";

my %ops = (
    add => "+",
    cmp => "<=>",
    eq  => "==",
    lt  => "<",
    x   => "*",
    and => "&&",
    or  => "||",
    not => "!",
    if  => "?",
    q   => "quote",
    s   => "subst",
    y   => "translit",
);
print "ops: ", join(" ", map { "$_:$ops{$_}" } sort keys %ops), "\n";

my $cfg = { name => "heap", cmp => sub { $_[0] <=> $_[1] }, x => 10, y => 20 };
print "cmp from a hash ref: ", $cfg->{cmp}->(3, 5), ", x+y = ", $cfg->{x} + $cfg->{y}, "\n";

sub named { my %a = @_; return join ",", map { "$_=$a{$_}" } sort keys %a }
print "named args: ", named(width => 3, x => 1, y => 2, print => "yes", length => 9), "\n";

my @pairs = (first => 1, sort => 2, map => 3, print => 4);
print "list: @pairs\n";
