use strict;
use warnings;

# Anonymous subs that call themselves through a captured variable.
my $fact;
$fact = sub { my $n = shift; return $n <= 1 ? 1 : $n * $fact->($n - 1) };
print "fact: ", join(" ", map { $fact->($_) } 0 .. 10), "\n";

my $flatten;
$flatten = sub { return map { ref $_ eq 'ARRAY' ? $flatten->(@$_) : $_ } @_ };
print "flatten: ", join(",", $flatten->(1, [2, [3, [4, 5]], 6], [[[7]]], 8)), "\n";

# a recursive closure that also captures an accumulator
my @visited;
my $visit;
$visit = sub {
    my ($node, $path) = @_;
    push @visited, $path;
    for my $k (sort keys %$node) {
        $visit->($node->{$k}, "$path/$k");
    }
};
$visit->({ usr => { bin => {}, lib => { perl5 => {} } }, etc => {}, home => { me => { src => {} } } }, "");
print "visited: @visited[1 .. $#visited]\n";

# mutually recursive anonymous subs
my ($ping, $pong);
$ping = sub { my $n = shift; return $n <= 0 ? "ping-done" : $pong->($n - 1) };
$pong = sub { my $n = shift; return $n <= 0 ? "pong-done" : $ping->($n - 1) };
print "ping(5): ", $ping->(5), ", ping(6): ", $ping->(6), "\n";

# recursion through a hash of subs
my %f;
%f = (
    even => sub { $_[0] == 0 ? "even" : $f{odd}->($_[0] - 1) },
    odd  => sub { $_[0] == 0 ? "odd"  : $f{even}->($_[0] - 1) },
);
print "13 is ", $f{even}->(13), ", 10 is ", $f{even}->(10), "\n";

# a fixed-point combinator style: pass the function to itself
my $Y = sub { my $f = shift; my $g = sub { my $h = shift; $f->(sub { $h->($h)->(@_) }) }; $g->($g) };
my $fib = $Y->(sub { my $self = shift; sub { my $n = shift; $n < 2 ? $n : $self->($n - 1) + $self->($n - 2) } });
print "fib via Y: ", join(" ", map { $fib->($_) } 0 .. 12), "\n";

# hanoi with a recursive closure collecting moves
my @moves;
my $hanoi;
$hanoi = sub {
    my ($n, $from, $to, $via) = @_;
    return if $n == 0;
    $hanoi->($n - 1, $from, $via, $to);
    push @moves, "$from$to";
    $hanoi->($n - 1, $via, $to, $from);
};
$hanoi->(4, "A", "C", "B");
print scalar(@moves), " moves: @moves[0 .. 7] ...\n";

# depth counter with a closure over a lexical that recursion updates
my $depth = 0;
my $max = 0;
my $nest;
$nest = sub { my $n = shift; $depth++; $max = $depth if $depth > $max; $nest->($n - 1) if $n > 0; $depth--; };
$nest->(25);
print "max depth $max, final depth $depth\n";
