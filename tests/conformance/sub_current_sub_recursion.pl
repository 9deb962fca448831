# Recursive anonymous subs with __SUB__ (no variable that closes over itself, so no
# reference cycle): factorial, a memoised Fibonacci, walking nested data, a callback
# that schedules itself again, a dispatch table of recursive handlers.
use v5.16;
use strict;
use warnings;

my $fact = sub { my $n = shift; $n <= 1 ? 1 : $n * __SUB__->($n - 1) };
say "10! = ", $fact->(10);

my %memo;
my $fib = sub {
    my $n = shift;
    return $memo{$n} //= $n < 2 ? $n : __SUB__->($n - 1) + __SUB__->($n - 2);
};
say "fib(90) = ", $fib->(90);

my $data = { name => "root", kids => [ { name => "a", kids => [ { name => "a1" }, { name => "a2" } ] },
                                       { name => "b" } ] };
my @lines;
my $walk = sub {
    my ($node, $depth) = @_;
    push @lines, ("  " x $depth) . $node->{name};
    __SUB__->($_, $depth + 1) for @{ $node->{kids} || [] };
};
$walk->($data, 0);
say for @lines;

my $count_leaves = sub {
    my $t = shift;
    return 1 unless ref $t eq 'ARRAY';
    my $sum = 0;
    $sum += __SUB__->($_) for @$t;
    return $sum;
};
say "leaves: ", $count_leaves->([1, [2, [3, 4]], [[5]], 6]);

# A tiny event queue: a handler that re-queues itself until it is done.
my @queue;
my $ticks = 0;
push @queue, sub {
    $ticks++;
    push @queue, __SUB__ if $ticks < 5;
};
while (my $job = shift @queue) { $job->() }
say "ticked $ticks times";

# Handlers in a table, each recursing through itself rather than through the table.
my %handler = (
    countdown => sub { my $n = shift; return $n ? "$n " . __SUB__->($n - 1) : "liftoff" },
    digits    => sub { my $n = shift; return $n < 10 ? $n : __SUB__->(int($n / 10)) + $n % 10 },
);
say $handler{countdown}->(5);
say "digit sum: ", $handler{digits}->(987654321);

# A deep recursion through __SUB__ and a tail call with goto.
my $depth = sub { my $n = shift; $n ? 1 + __SUB__->($n - 1) : 0 };
say "depth: ", $depth->(5000);
my $gcd = sub {
    my ($x, $y) = @_;
    return $x if $y == 0;
    @_ = ($y, $x % $y);
    goto __SUB__;
};
say "gcd: ", $gcd->(1071, 462);
