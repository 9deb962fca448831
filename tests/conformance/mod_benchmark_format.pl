# Benchmark's formatting functions over times and Benchmark objects made by hand
# (its timing loops compile code with a string eval).
use strict;
use warnings;
use Benchmark qw(:hireswallclock timediff timesum timestr cmpthese);

my $t0 = bless [100, 1.25, 0.5, 0.25, 0.125, 0], 'Benchmark';
my $t1 = bless [112, 5.75, 1.5, 0.75, 0.375, 1000], 'Benchmark';
my $d = timediff($t1, $t0);
print ref($d), " [@$d]\n";
for my $style (qw(all none noc nop auto)) {
    print "$style: ", timestr($d, $style), "\n";
}
print "fmt: ", timestr($d, 'all', '5.3f'), "\n";
my $s = timesum($d, $d);
print "sum: ", timestr($s), "\n";
print "zero: ", timestr(timediff($t0, $t0)), "\n";
my $now = Benchmark->new;
print ref($now), " ", scalar(@$now), " fields\n";
print "new has a wallclock: ", ($now->[0] > 1_000_000_000 ? "yes" : "no"), "\n";
print "cpu_p ", $d->cpu_p, " cpu_c ", $d->cpu_c, " cpu_a ", $d->cpu_a,
    " real ", $d->real, " iters ", $d->iters, "\n";

my %results = (
    fast => bless([2, 2, 0, 0, 0, 4000], 'Benchmark'),
    slow => bless([2, 2, 0, 0, 0, 1000], 'Benchmark'),
    mid  => bless([2, 1.5, 0.5, 0, 0, 2500], 'Benchmark'),
);
my $rows = cmpthese(\%results, 'none');
print join("|", map { join(",", @$_) } @$rows), "\n";
cmpthese(\%results);
cmpthese(\%results, 'all');
