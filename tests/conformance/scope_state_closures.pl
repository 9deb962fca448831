# state variables in anonymous subs: one per closure instance, shared by a sub without captures.
use strict; use warnings; use feature 'state';
sub make { my $step = shift; return sub { state $total = 100; state @seen; push @seen, $total; $total += $step; return "$total(" . scalar(@seen) . ")" } }
my ($a1, $a2) = (make(1), make(10));
print $a1->(), " ", $a1->(), " ", $a2->(), " ", $a1->(), " ", $a2->(), "\n";
my $plain = sub { state $n = 0; ++$n };
print $plain->(), $plain->(), "\n";
for my $i (1 .. 3) { my $c = sub { state $x = $i; $x }; print $c->(), " " } print "\n";
my $counter = do { my $base = 5; sub { state %h; $h{$_[0]}++; join ",", map { "$_=$h{$_}" } sort keys %h } };
$counter->("a"); $counter->("b"); print $counter->("a"), "\n";
undef $a1; print $a2->(), "\n";
my $f9 = sub { state $n = 0; return ++$n };
print $f9->(), $f9->(), $f9->(), "\n";
my @gens9 = map { my $k = $_; sub { state $c = 10; $c += $k } } 1, 2;
print $gens9[0]->(), " ", $gens9[0]->(), " ", $gens9[1]->(), "\n";
