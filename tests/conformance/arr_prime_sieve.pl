use strict;
use warnings;
use feature 'say';

# Sieve of Eratosthenes over 1..500.
my $limit = 500;
my @is_prime;
$is_prime[$_] = 1 for 2 .. $limit;
$is_prime[0] = 0;
$is_prime[1] = 0;
for (my $i = 2; $i * $i <= $limit; $i++) {
    next unless $is_prime[$i];
    for (my $j = $i * $i; $j <= $limit; $j += $i) {
        $is_prime[$j] = 0;
    }
}
my @primes;
for my $n (0 .. $limit) {
    push @primes, $n if $is_prime[$n];
}
say "count: ", scalar(@primes);
say "first ten: @primes[0 .. 9]";
say "last: $primes[-1]";
my $line = "";
my $per_line = 0;
for my $p (@primes) {
    $line .= sprintf("%4d", $p);
    $per_line++;
    if ($per_line == 15) {
        say $line;
        $line = "";
        $per_line = 0;
    }
}
say $line if length($line);
my $sum = 0;
$sum += $_ for @primes;
say "sum: $sum";
my @twins;
for my $i (1 .. $#primes) {
    push @twins, "($primes[$i - 1],$primes[$i])" if $primes[$i] - $primes[$i - 1] == 2;
}
say "twin pairs: ", scalar(@twins);
say "first twins: ", join(" ", @twins[0 .. 4]);
my $max_gap = 0;
my $gap_at = 0;
for my $i (1 .. $#primes) {
    my $g = $primes[$i] - $primes[$i - 1];
    if ($g > $max_gap) {
        $max_gap = $g;
        $gap_at = $primes[$i - 1];
    }
}
say "largest gap: $max_gap after $gap_at";
my %last_digit;
$last_digit{$_ % 10}++ for @primes;
for my $d (sort keys %last_digit) {
    say "ending in $d: $last_digit{$d}";
}
