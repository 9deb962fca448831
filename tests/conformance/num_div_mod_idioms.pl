use strict;
use warnings;

# Division and modulus in everyday idioms; % follows the sign of the right operand.
print "signs: ", join(" ", 7 % 3, -7 % 3, 7 % -3, -7 % -3), "\n";
print "float operands truncate: ", join(" ", 7.5 % 2, -7.5 % 2, 10 % 3.7, 10.9 % 3.9), "\n";
print "division is floating: ", join(" ", 7 / 2, -7 / 2, 6 / 3, 1 / 8, 2 / 3), "\n";
print "int division truncates toward zero: ", join(" ", int(7 / 2), int(-7 / 2), int(19 / 4), int(-19 / 4)), "\n";

sub divmod { my ($a, $b) = @_; my $q = int($a / $b); my $r = $a - $q * $b; return ($q, $r) }
for my $pair ([17, 5], [-17, 5], [17, -5], [100, 7]) {
    my ($q, $r) = divmod(@$pair);
    printf "%4d / %3d: divmod (%d, %d), perl %% gives %d\n", @$pair, $q, $r, $pair->[0] % $pair->[1];
}

# wrap-around indexing with negative offsets works because of the sign rule
my @ring = qw(a b c d e);
print "ring: ", join(" ", map { $ring[$_ % @ring] } -7 .. 7), "\n";

# clock arithmetic
for my $delta (5, -5, 25, -30) {
    printf "10:00 %+d hours is %02d:00\n", $delta, (10 + $delta) % 24;
}
sub hms { my $s = shift; return sprintf "%02d:%02d:%02d", int($s / 3600), int($s % 3600 / 60), $s % 60 }
print "seconds to h:m:s: ", join(" ", map { hms($_) } 0, 59, 61, 3599, 3600, 86399), "\n";

# digits of a number
sub digits { my $n = abs shift; my @d; do { unshift @d, $n % 10; $n = int($n / 10) } while $n; return @d }
print "digits: ", join(",", digits(9075)), " | ", join(",", digits(0)), " | ", join(",", digits(-42)), "\n";
my $sum = 0;
$sum += $_ for digits(2 ** 40);
print "digit sum of 2**40: $sum\n";

# modular exponentiation that stays within 64 bits
sub modpow { my ($b, $e, $m) = @_; my $r = 1; $b %= $m; while ($e > 0) { $r = ($r * $b) % $m if $e & 1; $b = ($b * $b) % $m; $e >>= 1 } return $r }
print "modpow: ", modpow(2, 100, 1_000_000_007), " ", modpow(3, 200, 13), " ", modpow(7, 0, 5), "\n";

# even/odd and divisibility
print "evens: ", join(" ", grep { $_ % 2 == 0 } -4 .. 4), "; odds: ", join(" ", grep { $_ % 2 } -4 .. 4), "\n";
print "leap years: ", join(" ", grep { ($_ % 4 == 0 && $_ % 100 != 0) || $_ % 400 == 0 } 1896 .. 1912, 2000, 2100), "\n";

# modulus by zero and division by zero are fatal, caught here
for my $code (sub { 1 % 0 }, sub { 1 / 0 }, sub { my $z = 0; 10 / $z }, sub { my $z = 0.0; 5 % $z }) {
    my $r = eval { $code->() };
    print defined $r ? "result $r\n" : "error: $@";
}
print "0 / 5 = ", 0 / 5, ", 0 % 5 = ", 0 % 5, ", -0 % 5 = ", -0 % 5, "\n";
print "UV range: ", 18446744073709551615 % 10, " ", 18446744073709551615 % 2 ** 32, " ", -1 % 18446744073709551615, "\n";
