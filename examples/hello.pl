#!/usr/bin/perl
# The example the README builds: a few of the things camelift compiles today.
use strict;
use warnings;
use feature 'say';

my @primes;
NUMBER: for my $n (2 .. 60) {
    for my $p (@primes) {
        last if $p * $p > $n;
        next NUMBER if $n % $p == 0;
    }
    push @primes, $n;
}
say "primes below 60: @primes";

my %count;
$count{ length $_ }++ for qw(camel llama alpaca vicuna guanaco dromedary);
for my $len (sort keys %count) {
    printf "%2d letters: %d animal%s\n", $len, $count{$len}, $count{$len} == 1 ? "" : "s";
}

sub fib { my $n = shift; return $n < 2 ? $n : fib($n - 1) + fib($n - 2) }
say "fib(25) = ", fib(25);

my $total = 0;
$total += $_ for @primes;
printf "%d primes, sum %d, mean %.3f\n", scalar(@primes), $total, $total / @primes;
say "2**64 = ", 2**64, ", 9223372036854775807 + 1 = ", 9223372036854775807 + 1;
