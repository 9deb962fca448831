use strict; use warnings;
my @s; for my $i (1..3) { push @s, sub { $i } } print map_call(@s), "\n";
my @t; for (my $j = 0; $j < 3; $j++) { push @t, sub { $j } } print map_call(@t), "\n";
sub map_call { my $out = ""; for my $f (@_) { $out .= $f->() } return $out }
sub make_counter { my $n = shift; return sub { return $n++ } }
my $c1 = make_counter(5); my $c2 = make_counter(10);
print $c1->(), $c1->(), $c2->(), $c1->(), "\n";
my %dispatch = (add => sub { $_[0] + $_[1] }, mul => sub { $_[0] * $_[1] });
for my $op (sort keys %dispatch) { print "$op: ", $dispatch{$op}->(3, 4), "\n" }
my $total = 0;
my $adder = sub { $total += $_ for @_ };
$adder->(1, 2, 3); $adder->(10);
print "total $total\n";
sub gen { my @items = @_; my $i = 0; return sub { return $i < @items ? $items[$i++] : undef } }
my $g = gen(qw(a b c));
while (defined(my $x = $g->())) { print "gen: $x\n" }
my $outer = 1;
my $mk = sub { my $inner = 2; return sub { return $outer + $inner } };
print "nested: ", $mk->()->(), "\n";
$outer = 10;
print "nested after: ", $mk->()->(), "\n";
