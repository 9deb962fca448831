# string/tr: transliteration with tr/// -- counting (tr/a-z//, tr/0-9//, its return value)
# and translating (rot13, upper-casing with tr/a-z/A-Z/) in a loop (perlbench string/tr).
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $reps = int(31000 * $scale) || 1;

my $seed = 31;
sub rnd {    # deterministic LCG, 0 .. $_[0]-1
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return int($seed / 65536) % $_[0];
}

my $chars = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 .,;!";
my @strs;
for my $i (1 .. 100) {
    my $s = "";
    for (1 .. 20 + rnd(100)) { $s .= substr($chars, rnd(length $chars), 1) }
    push @strs, $s;
}

my $lower = 0;
my $digits = 0;
my $changed = 0;
my $sum = 0;
my $t;
for my $r (1 .. $reps) {
    for my $s (@strs) {
        $lower += ($s =~ tr/a-z//);
        $digits += ($s =~ tr/0-9//);
        ($t = $s) =~ tr/A-Za-z/N-ZA-Mn-za-m/;
        $changed += ($t =~ tr/a-z/A-Z/);
        $sum += ord($t);
    }
}
print "$lower $digits $changed $sum\n$t\n";
