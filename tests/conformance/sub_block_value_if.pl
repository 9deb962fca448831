# The value of a block whose last statement is an if/unless/elsif, a bare block or a
# loop: do BLOCK, eval BLOCK, s///e, map, sort and a sub ending in do.
use strict; use warnings;
for my $c (0, 1) {
    my $x = do { if ($c) { 5 } else { 6 } };
    my $y = do { unless ($c) { "u" } else { "v" } };
    my $z = do { if ($c) { "one" } elsif (!$c) { "zero" } else { "never" } };
    my @l = do { if ($c) { (1, 2, 3) } else { (4, 5) } };
    my $n = do { if ($c) { 7 } };
    my $e = eval { if ($c) { "e1" } else { "e0" } };
    (my $s = "a-b") =~ s/(\w)/if ($1 eq "a") { "A" } else { "B" }/ge;
    my @m = map { if ($_ % 2) { "odd$_" } else { "even$_" } } 1 .. 3;
    my $nest = do { { if ($c) { "in" } else { "out" } } };
    my $w = do { my $i = 0; while ($i < 3) { $i++ } };
    print join("|", $x, $y, $z, "@l", defined $n ? "[$n]" : "undef", $e, $s, "@m", $nest, defined $w ? "[$w]" : "undef"), "\n";
}
sub f { my $v = shift; do { if ($v > 1) { "big" } else { "small" } } }
print f(1), " ", f(2), "\n";
my @sorted = sort { if ($a < $b) { 1 } elsif ($a > $b) { -1 } else { 0 } } 3, 1, 2;
print "@sorted\n";
