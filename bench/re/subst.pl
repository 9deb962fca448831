# re/subst: s///g with captures and a replacement string, on many lines: each "key=value"
# pair becomes "value<key>", then runs of spaces collapse to one.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $reps = int(300 * $scale) || 1;

my $seed = 1234;
sub rnd {    # deterministic LCG, 0 .. $_[0]-1
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return int($seed / 65536) % $_[0];
}

my @keys = qw(id name size color weight count user host port path);
my @lines;
for my $i (1 .. 1000) {
    my @p;
    for (1 .. 2 + rnd(6)) {
        push @p, $keys[rnd(scalar @keys)] . "=" . rnd(100_000);
    }
    push @lines, join(" " x (1 + rnd(3)), @p);
}

my $subs = 0;
my $len = 0;
my $sum = 0;
my $last = "";
for my $r (1 .. $reps) {
    for my $line (@lines) {
        my $t = $line;
        $subs += ($t =~ s/(\w+)=(\d+)/$2<$1>/g);
        $t =~ s/ +/ /g;
        $len += length($t);
        $sum += ord(substr($t, -1));
        $last = $t;
    }
}
print "$subs $len $sum\n$last\n";
