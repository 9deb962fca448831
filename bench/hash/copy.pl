# hash/copy: copy a 500-key hash into another many times.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(20_000 * $scale) || 1;

my %src;
for my $i (1 .. 500) { $src{"key$i"} = $i }
my %dst;
my $check = 0;
for my $r (1 .. $n) {
    %dst = %src;
    $check += scalar(keys %dst) + $dst{"key" . ($r % 500 + 1)};
}
print "$check\n";
