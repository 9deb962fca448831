use strict;
use warnings;

# Recursion: mutual recursion, accumulators, tree walks, permutations and subsets.
sub is_even { my $n = shift; return $n == 0 ? 1 : is_odd($n - 1) }
sub is_odd  { my $n = shift; return $n == 0 ? 0 : is_even($n - 1) }
print "parity: ", join(" ", map { "$_:" . (is_even($_) ? "even" : "odd") } 0 .. 7), "\n";

sub ackermann {
    my ($m, $n) = @_;
    return $n + 1 if $m == 0;
    return ackermann($m - 1, 1) if $n == 0;
    return ackermann($m - 1, ackermann($m, $n - 1));
}
print "ackermann(2,3) = ", ackermann(2, 3), ", ackermann(3,3) = ", ackermann(3, 3), "\n";

sub sum_list { return 0 unless @_; my $h = shift; return $h + sum_list(@_) }
print "sum 1..50 = ", sum_list(1 .. 50), "\n";

sub fact_acc { my ($n, $acc) = @_; $acc //= 1; return $n <= 1 ? $acc : fact_acc($n - 1, $acc * $n) }
print "20! = ", fact_acc(20), "\n";

sub permute {
    my ($done, $rest, $out) = @_;
    unless (@$rest) { push @$out, join("", @$done); return }
    for my $i (0 .. $#$rest) {
        my @r = @$rest;
        my ($x) = splice(@r, $i, 1);
        permute([@$done, $x], \@r, $out);
    }
}
my @perms;
permute([], [qw(a b c d)], \@perms);
print scalar(@perms), " perms: @perms[0 .. 5] ... $perms[-1]\n";

sub subsets {
    my @s = @_;
    return ([]) unless @s;
    my $first = shift @s;
    my @rest = subsets(@s);
    return (@rest, map { [$first, @$_] } @rest);
}
my @ss = subsets(1, 2, 3);
print "subsets: ", join(" ", map { "{" . join(",", @$_) . "}" } @ss), "\n";

# a tree as nested hashes, walked depth first with indentation
my $tree = { name => "root", kids => [
    { name => "a", kids => [ { name => "a1", kids => [] }, { name => "a2", kids => [ { name => "a2x", kids => [] } ] } ] },
    { name => "b", kids => [] },
] };
sub walk { my ($node, $depth) = @_; my @lines = ("  " x $depth . $node->{name}); push @lines, walk($_, $depth + 1) for @{ $node->{kids} }; return @lines }
print "$_\n" for walk($tree, 0);
sub count_nodes { my $n = shift; my $c = 1; $c += count_nodes($_) for @{ $n->{kids} }; $c }
sub height { my $n = shift; my $h = 0; for (@{ $n->{kids} }) { my $k = height($_); $h = $k if $k > $h } 1 + $h }
print "nodes: ", count_nodes($tree), ", height: ", height($tree), "\n";

# binary search, recursive
sub bsearch {
    my ($arr, $want, $lo, $hi) = @_;
    ($lo, $hi) = (0, $#$arr) unless defined $lo;
    return -1 if $lo > $hi;
    my $mid = int(($lo + $hi) / 2);
    return $mid if $arr->[$mid] == $want;
    return $arr->[$mid] < $want ? bsearch($arr, $want, $mid + 1, $hi) : bsearch($arr, $want, $lo, $mid - 1);
}
my @sorted = map { $_ * 3 } 0 .. 30;
print "bsearch: ", join(" ", map { bsearch(\@sorted, $_) } 0, 3, 45, 90, 91, -3), "\n";

# gcd and power by squaring
sub gcd { my ($a, $b) = @_; return $b == 0 ? $a : gcd($b, $a % $b) }
sub power { my ($b, $e) = @_; return 1 if $e == 0; my $h = power($b, int($e / 2)); return $e % 2 ? $h * $h * $b : $h * $h }
print "gcd(1071,462)=", gcd(1071, 462), " 3**13=", power(3, 13), " 2**62=", power(2, 62), "\n";
