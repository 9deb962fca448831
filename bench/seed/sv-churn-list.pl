# seed/sv-churn-list: create and free 64 scalars per statement by assigning a 64-element
# list of string literals to an array (the old elements are freed, 64 new ones made).
# Closest to `@svs = split //, $str` without a loop in the body.
# (`@svs = ("A") x 64` would be the natural spelling; see PENDING.md.)
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(490_000 * $scale) || 1;

my @svs;
my $total = 0;
for my $r (0 .. $n) {
    @svs = qw(A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A
              A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A);
    $total += scalar(@svs);
}
print "$total $svs[0]$svs[63]\n";
