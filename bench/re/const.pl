# re/const: match one constant pattern, /foo\d+bar/, against many strings (perlbench re/const).
# 2,000 generated lines, about a quarter of which contain a match; the count and the sum of
# the matched lines' lengths are the checksum.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $reps = int(2000 * $scale) || 1;

my $seed = 42;
sub rnd {    # deterministic LCG, 0 .. $_[0]-1
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return int($seed / 65536) % $_[0];
}

my @words = qw(alpha beta gamma delta foo bar baz qux food barn foobar fo0bar);
my @lines;
for my $i (1 .. 2000) {
    my @w;
    for my $j (1 .. 3 + rnd(6)) {
        my $r = rnd(10);
        if ($r == 0) {
            push @w, "foo" . rnd(1000) . (rnd(3) ? "bar" : "baz");
        } elsif ($r == 1) {
            push @w, "foo" . (rnd(2) ? "x" : "") . "bar";
        } else {
            push @w, $words[rnd(scalar @words)] . rnd(100);
        }
    }
    push @lines, join(" ", @w);
}

my $count = 0;
my $len = 0;
for my $r (1 .. $reps) {
    for my $line (@lines) {
        if ($line =~ /foo\d+bar/) {
            $count++;
            $len += length($line);
        }
    }
}
print "$count $len\n";
