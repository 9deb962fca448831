# re/split: split /,/ (empty fields, trailing ones dropped) and split ' ' (runs of blanks,
# leading and trailing blanks ignored) on many records, summing the field counts and lengths.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $reps = int(700 * $scale) || 1;

my $seed = 99;
sub rnd {    # deterministic LCG, 0 .. $_[0]-1
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return int($seed / 65536) % $_[0];
}

my @csv;
my @ws;
for my $i (1 .. 1000) {
    my @f;
    for (1 .. 3 + rnd(10)) {
        my $k = rnd(5);
        push @f, $k == 0 ? "" : $k == 1 ? rnd(1000) : "field" . rnd(100_000);
    }
    push @csv, join(",", @f);
    push @ws, ($i % 5 ? "" : "  ") . join(" " x (1 + rnd(2)), map { $_ eq "" ? "-" : $_ } @f) . ($i % 3 ? "" : "  ");
}

my $fields = 0;
my $len = 0;
for my $r (1 .. $reps) {
    for my $rec (@csv) {
        my @f = split /,/, $rec;
        $fields += @f;
        for my $f (@f) { $len += length($f) }
    }
    for my $rec (@ws) {
        my @f = split ' ', $rec;
        $fields += @f;
        for my $f (@f) { $len += length($f) }
    }
}
print "$fields $len\n";
