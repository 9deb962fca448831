# array/copy: copy a 1000-element array into another many times.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(34_000 * $scale) || 1;

my @src = (1 .. 500, make_strings());
sub make_strings {
    my @s;
    for my $i (1 .. 500) { push @s, "s$i" }
    return @s;
}
my @dst;
my $check = 0;
for my $r (1 .. $n) {
    @dst = @src;
    $check += scalar(@dst) + length($dst[$r % 1000]);
}
print "$check\n";
