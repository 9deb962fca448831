use strict;
use warnings;

# Arrays of arrays: building, indexing, slicing rows and columns, transposing.
my @m = map { [map { $_ * 3 } 1 .. 4] } 1 .. 3;
$m[$_][$_] = 0 for 0 .. 2;
print join("\n", map { join(" ", map { sprintf "%3d", $_ } @$_) } @m), "\n";

print "rows: ", scalar(@m), ", cols: ", scalar(@{ $m[0] }), ", last col index: $#{ $m[0] }\n";
print "element [1][2]: $m[1][2], also $m[1]->[2] and ${ $m[1] }[2]\n";
print "row 2: @{ $m[2] }\n";
print "row slice: @{ $m[0] }[1 .. 2]\n";
my @col = map { $_->[3] } @m;
print "column 3: @col\n";

# transpose
my @t;
for my $i (0 .. $#m) {
    for my $j (0 .. $#{ $m[$i] }) {
        $t[$j][$i] = $m[$i][$j];
    }
}
print "transposed: ", join(" / ", map { "@$_" } @t), "\n";

# jagged arrays
my @jag = ([1], [2, 3], [4, 5, 6], []);
for my $r (0 .. $#jag) {
    printf "row %d: len %d sum %d\n", $r, scalar(@{ $jag[$r] }), sum(@{ $jag[$r] });
}
sub sum { my $s = 0; $s += $_ for @_; return $s }

# row swap and copy semantics
@m[0, 2] = @m[2, 0];
print "swapped first: @{ $m[0] }\n";
my @shallow = @m;
$shallow[0][0] = 'S';
print "shallow copy shares rows: $m[0][0]\n";
my @deep = map { [@$_] } @m;
$deep[0][0] = 'D';
print "deep copy is separate: $m[0][0]\n";

# growing by assignment past the end
my @g;
$g[1][4] = 'x';
print "grown: ", scalar(@g), " rows; row0 ", (defined $g[0] ? "def" : "undef"), "; row1 len ", scalar(@{ $g[1] }), "\n";

# identity matrix and a product
sub ident { my $n = shift; return [map { my $i = $_; [map { $_ == $i ? 1 : 0 } 0 .. $n - 1] } 0 .. $n - 1] }
sub mul {
    my ($a, $b) = @_;
    my @r;
    for my $i (0 .. $#$a) {
        for my $j (0 .. $#{ $b->[0] }) {
            my $s = 0;
            $s += $a->[$i][$_] * $b->[$_][$j] for 0 .. $#$b;
            $r[$i][$j] = $s;
        }
    }
    return \@r;
}
my $sq = [[1, 2], [3, 4]];
my $p = mul($sq, $sq);
print "square: ", join(" ", map { "[@$_]" } @$p), "\n";
print "times identity: ", join(" ", map { "[@$_]" } @{ mul($sq, ident(2)) }), "\n";
print "flattened: ", join(",", map { @$_ } @{ mul(ident(3), ident(3)) }), "\n";
