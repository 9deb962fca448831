# re/w: scan words with  while ($s =~ /(\w+)/g)  and add up their lengths (perlbench re/w).
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $reps = int(1950 * $scale) || 1;

my $seed = 7;
sub rnd {    # deterministic LCG, 0 .. $_[0]-1
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return int($seed / 65536) % $_[0];
}

# a 20 KB text: words of letters, digits and underscores between runs of punctuation/space
my @seps = (" ", "  ", ", ", ". ", " - ", "; ", "\n", " (", ") ", "!? ");
my $chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
my $s = "";
while (length($s) < 20_000) {
    my $w = "";
    for (1 .. 1 + rnd(9)) { $w .= substr($chars, rnd(length $chars), 1) }
    $s .= $w . $seps[rnd(scalar @seps)];
}

my $words = 0;
my $total = 0;
for my $r (1 .. $reps) {
    while ($s =~ /(\w+)/g) {
        $words++;
        $total += length($1);
    }
}
print "$words $total\n";
