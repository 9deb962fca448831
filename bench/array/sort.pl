# array/sort: default (string) sort of 5000 strings.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(870 * $scale) || 1;

my @words;
my $seed = 42;
for my $i (1 .. 5000) {
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    push @words, "w" . ($seed % 1000003) . "x$i";
}
my $check = 0;
for my $r (1 .. $n) {
    my @sorted = sort @words;
    $check += length($sorted[0]) + length($sorted[-1]) + length($sorted[$r % 5000]);
}
my @final = sort @words;
print "$check $final[0] $final[2500] $final[-1]\n";
