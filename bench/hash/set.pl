# hash/set: store into a hash, overwriting and creating keys.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(19_000 * $scale) || 1;

my @keys;
for my $i (1 .. 1000) { push @keys, "key$i" }
my %h;
my $check = 0;
for my $r (1 .. $n) {
    my $v = $r;
    foreach my $k (@keys) {
        $h{$k} = $v++;
    }
    $check += $h{"key500"};
    if ($r % 100 == 0) { %h = () }
}
print "$check ", scalar(keys %h), "\n";
