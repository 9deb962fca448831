# hash/get: look up existing and missing keys.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(24_000 * $scale) || 1;

my %h;
my @keys;
for my $i (1 .. 1000) { $h{"key$i"} = $i; push @keys, "key$i" }
my $sum = 0;
my $miss = 0;
for my $r (1 .. $n) {
    foreach my $k (@keys) {
        $sum += $h{$k};
    }
    $miss++ unless exists $h{"nokey$r"};
}
print "$sum $miss\n";
