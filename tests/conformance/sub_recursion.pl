use strict;
use warnings;
use feature 'say';

sub fact { my $n = shift; return $n <= 1 ? 1 : $n * fact($n - 1) }
sub fib { my $n = shift; return $n < 2 ? $n : fib($n - 1) + fib($n - 2) }
sub ack {
    my ($m, $n) = @_;
    return $n + 1 if $m == 0;
    return ack($m - 1, 1) if $n == 0;
    return ack($m - 1, ack($m, $n - 1));
}
sub gcd { my ($a, $b) = @_; return $b == 0 ? $a : gcd($b, $a % $b) }
sub power { my ($b, $e) = @_; return 1 if $e == 0; my $h = power($b, int($e / 2)); return $e % 2 ? $h * $h * $b : $h * $h }
sub sum_list { return 0 unless @_; my $first = shift; return $first + sum_list(@_) }
sub rev_str { my $s = shift; return $s if length($s) <= 1; return rev_str(substr($s, 1)) . substr($s, 0, 1) }
sub is_even { my $n = shift; return $n == 0 ? 1 : is_odd($n - 1) }
sub is_odd { my $n = shift; return $n == 0 ? 0 : is_even($n - 1) }
sub binary { my $n = shift; return $n < 2 ? "$n" : binary(int($n / 2)) . ($n % 2) }
sub depth { my $n = shift; return $n == 0 ? 0 : 1 + depth($n - 1) }
sub count_down { my $n = shift; return () if $n < 0; return ($n, count_down($n - 1)) }
sub perms {
    my ($prefix, @rest) = @_;
    return ($prefix) unless @rest;
    my @out;
    for my $i (0 .. $#rest) {
        my @others;
        for my $j (0 .. $#rest) {
            push @others, $rest[$j] if $j != $i;
        }
        push @out, perms($prefix . $rest[$i], @others);
    }
    return @out;
}

say "fact($_) = ", fact($_) for 0, 1, 5, 10, 20;
say "fact(25) = ", fact(25);
say "fib($_) = ", fib($_) for 0, 1, 2, 10, 20;
say "ack(1,2) = ", ack(1, 2);
say "ack(2,3) = ", ack(2, 3);
say "ack(3,3) = ", ack(3, 3);
say "gcd(48,18) = ", gcd(48, 18);
say "gcd(17,5) = ", gcd(17, 5);
say "power(2,10) = ", power(2, 10);
say "power(3,13) = ", power(3, 13);
say "power(2,64) = ", power(2, 64);
say "sum_list(1..50) = ", sum_list(1 .. 50);
say "rev_str = ", rev_str("recursion");
say "is_even(10) = ", is_even(10), ", is_odd(7) = ", is_odd(7);
say "binary(37) = ", binary(37), ", binary(255) = ", binary(255);
say "depth(90) = ", depth(90);
say "count_down(5) = ", join(",", count_down(5));
say "perms: ", join(" ", perms("", "a", "b", "c"));
say "perm count of 5: ", scalar(my @p = perms("", 1 .. 5));
