# List::Util's first/any/all/none/notall: block and sub forms, aliasing of $_,
# contexts, empty lists, return from the block, the caller's @_ in the block.
use strict;
use warnings;
use List::Util qw(first any all none notall);

my @a = (3, 1, 4, 1, 5, 9, 2, 6);
my $f = first { $_ > 3 } @a;
print "first: $f\n";
my $nf = first { $_ > 100 } @a;
print "not found: ", (defined $nf ? $nf : "undef"), "\n";
my @l = (first { $_ > 100 } @a);
print "list context: ", scalar(@l), " item, ", (defined $l[0] ? "defined" : "undef"), "\n";
my @e = (first { 1 } ());
print "empty list: ", scalar(@e), " item\n";

for my $case ([any => sub { any { $_ == 9 } @a }], [all => sub { all { $_ > 0 } @a }],
              [none => sub { none { $_ > 10 } @a }], [notall => sub { notall { $_ > 2 } @a }]) {
    my ($name, $code) = @$case;
    my $r = $code->();
    print "$name: [$r]\n";
}
print "any of empty: [", (any { 1 } ()), "]\n";
print "all of empty: [", (all { 0 } ()), "]\n";
print "none of empty: [", (none { 1 } ()), "]\n";
print "notall of empty: [", (notall { 1 } ()), "]\n";
my @flags = (any { $_ == 1 } @a);
print "any in list context: ", scalar(@flags), " item: $flags[0]\n";

# $_ aliases each element: changes reach the array.
my @w = (1, 2, 3);
first { $_ *= 10; 0 } @w;
print "after first: @w\n";
any { $_++; $_ > 20 } @w;
print "after any: @w\n";
my $found = first { $_ == 21 } @w;
$found = "x";
print "copy is not the element: @w\n";

# $_ is restored afterwards, also when the block dies.
$_ = "outer";
my $r = eval { first { die "died at $_\n" if $_ == 2; 0 } 1, 2, 3 };
print "caught: $@";
print "\$_ after: $_\n";
for (qw(p q)) {
    my $x = first { $_ eq "b" } qw(a b c);
    print "loop topic $_ found $x\n";
}

# Named subs and anonymous subs instead of a block.
sub big { $_ > 4 }
print "with \\&big: ", first(\&big, @a), "\n";
print "with sub {}: ", first(sub { $_ % 2 == 0 }, @a), "\n";
print "any with sub: ", (any(sub { $_ eq "x" }, qw(a x)) ? "yes" : "no"), "\n";

# return leaves the block only; the block sees the caller's @_.
sub above { my $r = first { return $_ > $_[0] } 1, 5, 9; "above $_[0]: $r" }
print above(4), "\n";
print above(6), "\n";

# Fully qualified names work once the module is loaded.
print "qualified: ", List::Util::first(sub { $_ > 1 }, 1, 2, 3), "\n";
print "qualified block: ", (List::Util::all { $_ } 1, 1) ? "true" : "false", "\n";

# Nested in map and in each other.
my @nested = map { my $x = $_; first { $_ > $x } 1 .. 5 } 1 .. 3;
print "nested: @nested\n";
my @hits = grep { my $n = $_; any { $_ == $n } 2, 4 } 1 .. 5;
print "grep with any: @hits\n";
my $deep = first { my $o = $_; any { $_ * $o == 12 } 1 .. 6 } 5, 7, 3;
print "first with any inside: $deep\n";
