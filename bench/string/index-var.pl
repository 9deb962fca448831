# string/index-var: index() with a needle that changes each iteration.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(4_900_000 * $scale) || 1;

my $hay = "";
for my $c (0 .. 99) { $hay .= chr(ord("a") + $c % 26) . $c }
my @needles = ("a0", "z25", "q94", "x49", "e30", "nope", "k10", "j87");
my $sum = 0;
for (my $i = 0; $i < $n; $i++) {
    my $needle = $needles[$i % 8];
    $sum += index($hay, $needle, $i % 5);
}
print "$sum\n";
