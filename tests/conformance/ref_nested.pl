use strict;
use warnings;

# A small report over nested data: a hash of arrays of hashes.
my %dept = (
    engineering => [ { name => "ada", salary => 120 }, { name => "linus", salary => 110 } ],
    sales       => [ { name => "don", salary => 90 } ],
    research    => [],
);
$dept{sales}[1] = { name => "peggy", salary => 95 };
push @{ $dept{research} }, { name => "grace", salary => 130 }, { name => "alan", salary => 125 };

for my $d (sort keys %dept) {
    my $staff = $dept{$d};
    my $total = 0;
    $total += $_->{salary} for @$staff;
    printf "%-12s %d people, total %d\n", $d, scalar(@$staff), $total;
    for my $p (@{ $dept{$d} }) {
        print "  $p->{name}: $$p{salary}\n";
    }
}

my @matrix = ([1, 2, 3], [4, 5, 6], [7, 8, 9]);
my @t;
for my $i (0 .. 2) {
    for my $j (0 .. 2) {
        $t[$j][$i] = $matrix[$i][$j];
    }
}
print join(" ", map_rows(@t)), "\n";
sub map_rows { my @out; for my $r (@_) { push @out, "[" . join(",", @$r) . "]" } return @out }

my $deep = {};
$deep->{a}{b}{c}{d} = "leaf";
print "deep: $deep->{a}{b}{c}{d}; keys at b: ", join(",", keys %{ $deep->{a}{b} }), "\n";
print "exists a.x: ", (exists $deep->{a}{x} ? "yes" : "no"), "\n";

my @stack;
push @stack, [$_, $_ * $_] for 1 .. 4;
while (my $top = pop @stack) {
    print "pair: $top->[0] squared is $$top[1]\n";
}

my $counter = { count => 0 };
sub bump { my ($c, $by) = @_; $c->{count} += $by; return $c }
bump($counter, 2);
bump(bump($counter, 3), 4);
print "count: $counter->{count}\n";

my @refs = (\my $x, \my @y, \my %z, \&bump, [], {});
print join(" ", map_ref(@refs)), "\n";
sub map_ref { my @o; push @o, ref($_) for @_; return @o }

my $aref = [10, 20, 30];
my @copy = @$aref;
$copy[0] = 99;
print "original: @$aref, copy: @copy, last index $#{$aref}, slice @{$aref}[1, 2], neg $$aref[-1]\n";
my %h = (a => 1, b => 2, c => 3);
my $hr = \%h;
my @vals = @{$hr}{qw(a c)};
print "hash slice: @vals\n";
my $ss = \"constant";
print "scalar ref: $$ss\n";
my $rr = \$ss;
print "ref to ref: $$$rr\n";
print "interpolated: @{[ scalar(@$aref) * 2 ]} and ${\ join('-', @$aref) }\n";
