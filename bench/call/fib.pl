# call/fib: naive recursive Fibonacci.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
# fib(n) costs ~1.618**n calls; scale the argument logarithmically.
my $arg = 31 + int(log($scale) / log(1.618) + 0.5);
$arg = 5 if $arg < 5;

sub fib {
    my $n = shift;
    return $n < 2 ? $n : fib($n - 1) + fib($n - 2);
}

print "fib($arg) = ", fib($arg), "\n";
