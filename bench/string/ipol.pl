# string/ipol: build strings by interpolating scalars, array and hash elements.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(6_300_000 * $scale) || 1;

my $name = "world";
my @a = ("x", "yy", "zzz");
my %h = (k => "value");
my $len = 0;
for (my $i = 0; $i < $n; $i++) {
    my $s = "hello $name, item $i of $n: $a[$i % 3] and $h{k}!";
    $len += length($s);
}
print "$len\n";
