use strict;
use warnings;
use feature 'say';

my @values = (1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1);
my @symbols = qw(M CM D CD C XC L XL X IX V IV I);

sub to_roman {
    my ($n) = @_;
    return "" if $n <= 0;
    my $out = "";
    for my $i (0 .. $#values) {
        while ($n >= $values[$i]) {
            $out .= $symbols[$i];
            $n -= $values[$i];
        }
    }
    return $out;
}

sub from_roman {
    my ($s) = @_;
    my %val = (I => 1, V => 5, X => 10, L => 50, C => 100, D => 500, M => 1000);
    my $total = 0;
    my $prev = 0;
    for my $i (reverse 0 .. length($s) - 1) {
        my $v = $val{uc substr($s, $i, 1)};
        if ($v < $prev) {
            $total -= $v;
        } else {
            $total += $v;
            $prev = $v;
        }
    }
    return $total;
}

for my $n (1 .. 20, 39, 40, 44, 49, 90, 99, 400, 444, 1666, 1987, 1999, 2024, 3888, 3999) {
    my $r = to_roman($n);
    my $back = from_roman($r);
    say sprintf("%4d => %-15s => %4d %s", $n, $r, $back, ($back == $n ? "ok" : "MISMATCH"));
}
say "lowercase input: ", from_roman("mcmxciv");
say "zero: [", to_roman(0), "]";
my $longest = "";
my $longest_n = 0;
for my $n (1 .. 3999) {
    my $r = to_roman($n);
    if (length($r) > length($longest)) {
        $longest = $r;
        $longest_n = $n;
    }
}
say "longest numeral below 4000: $longest_n = $longest (", length($longest), " chars)";
