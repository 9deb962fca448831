# hash/flood: keys crafted to collide under a seed-independent weakness of a plain
# multiply-and-rotate hash (the one camelift had until 2026-12-08: 32,768 such keys took
# 14 s), inserted and looked up; with a seeded hash this costs what any keys cost.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $bits = 12 + int(log(1 + 40 * $scale) / log(2));
# Each key is $bits 16-byte blocks; block j is the second form when bit j of the key's
# number is set (bit 63 of its first word and bit 28 of its second flipped).
my @block = ("aaaaaaaabbbbbbbb", "aaaaaaa" . chr(ord("a") ^ 0x80) . "bbb" . chr(ord("b") ^ 0x10) . "bbbb");
my @keys = map { my $i = $_; join "", map { $block[($i >> $_) & 1] } 0 .. $bits - 1 } 0 .. 2**$bits - 1;
my %h;
my $found = 0;
for my $round (1 .. 4) {
    $h{$_} = $round for @keys;
    for (@keys) { $found++ if $h{$_} == $round }
}
print scalar(keys %h), " $found\n";
