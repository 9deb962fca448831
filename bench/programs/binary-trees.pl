# programs/binary-trees: binary-trees from the Computer Language Benchmarks Game
# (anonymous arrays as tree nodes, recursion returning references).
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
# each +1 to the depth roughly doubles the work; 14 takes about 1 s under perl.
my $max_depth = 14 + int(log($scale) / log(2) + ($scale >= 1 ? 0.5 : -0.5));
my $min_depth = 4;
$max_depth = $min_depth + 2 if $min_depth + 2 > $max_depth;

sub bottomup_tree {
    my ($depth) = @_;
    return [undef, undef] unless $depth;
    --$depth;
    return [bottomup_tree($depth), bottomup_tree($depth)];
}

sub check_tree {
    my ($left, $right) = @{ $_[0] };
    return 1 + (defined $left ? check_tree($left) + check_tree($right) : 0);
}

{
    my $stretch_depth = $max_depth + 1;
    my $stretch_tree = bottomup_tree($stretch_depth);
    print "stretch tree of depth $stretch_depth\t check: ", check_tree($stretch_tree), "\n";
}

my $longlived_tree = bottomup_tree($max_depth);

for (my $depth = $min_depth; $depth <= $max_depth; $depth += 2) {
    my $iterations = 2**($max_depth - $depth + $min_depth);
    my $check = 0;
    for (1 .. $iterations) {
        $check += check_tree(bottomup_tree($depth));
    }
    print $iterations, "\t trees of depth $depth\t check: ", $check, "\n";
}

print "long lived tree of depth $max_depth\t check: ", check_tree($longlived_tree), "\n";
