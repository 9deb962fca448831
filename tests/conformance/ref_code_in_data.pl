use strict;
use warnings;

# Code references stored in data structures, called with every syntax.
my %ops = (
    add => sub { $_[0] + $_[1] },
    sub => sub { $_[0] - $_[1] },
    mul => sub { $_[0] * $_[1] },
    div => sub { $_[1] ? $_[0] / $_[1] : "NaN-ish" },
);
for my $name (sort keys %ops) {
    print "$name(12, 4) = ", $ops{$name}->(12, 4), "; ", $ops{$name}(7, 0), "\n";
}

my @pipeline = (sub { $_[0] + 1 }, sub { $_[0] * 2 }, sub { $_[0] ** 2 });
my $v = 3;
$v = $_->($v) for @pipeline;
print "pipeline: $v\n";
print "direct index: ", $pipeline[1]->(5), " ", $pipeline[2](4), " ", &{ $pipeline[0] }(9), "\n";

my $obj = {
    name  => "widget",
    count => 0,
    inc   => undef,
    hooks => { before => [], after => [] },
};
$obj->{inc} = sub { $obj->{count} += shift // 1 };
push @{ $obj->{hooks}{before} }, sub { "before:$_[0]" };
push @{ $obj->{hooks}{after} }, sub { "after1:$_[0]" }, sub { "after2:$_[0]" };
$obj->{inc}->();
$obj->{inc}->(5);
$obj->{inc}(10);
print "count: $obj->{count}\n";
for my $phase (qw(before after)) {
    print join(" ", map { $_->($obj->{name}) } @{ $obj->{hooks}{$phase} }), "\n";
}

# a code ref returning a code ref, called in a chain
my $adder = sub { my $n = shift; sub { $n + shift } };
print "chain call: ", $adder->(10)->(5), " ", $adder->(1)->(2), "\n";

# & forms: &$f(...), &{$f}(...)
my $show = sub { "args=" . scalar(@_) . "[@_]" };
sub wrapper { return &$show(@_) }
print wrapper(1, 2, 3), " ", &$show(9), " ", &{$show}(), "\n";

# named subs taken by reference
sub triple { 3 * shift }
my $t = \&triple;
print "named ref: ", $t->(7), " ", ref($t), " ", ($t == \&triple ? "same" : "diff"), "\n";

# a table of [name, code] pairs sorted by name
my @table = map { [$_, $ops{$_}] } reverse sort keys %ops;
print join(", ", map { "$_->[0]:" . $_->[1]->(20, 5) } @table), "\n";

# grep over code refs, calling them in the condition
my @preds = (sub { $_[0] > 0 }, sub { $_[0] % 2 == 0 }, sub { $_[0] < 100 });
for my $n (-4, 8, 7, 200) {
    my $passed = grep { $_->($n) } @preds;
    print "$n passes $passed of ", scalar(@preds), "\n";
}
