use strict;
use warnings;
use feature 'say';

my %h = (one => 1, two => 2, three => 3, four => 4);
my @seen;
while (my ($k, $v) = each %h) {
    push @seen, "$k=$v";
}
say "each pairs: ", join(",", sort @seen);
my @again;
while (my ($k, $v) = each %h) {
    push @again, $k;
}
say "second full pass: ", scalar(@again), " keys";
my $total = 0;
while (my ($k) = each %h) {
    $total += $h{$k};
}
say "total via each keys: $total";
my %d;
for my $c ("a", "b", "c", "d", "e") {
    $d{$c} = 1;
}
while (my ($k) = each %d) {
    delete $d{$k};
}
say scalar keys %d;
my %m = (x => 10, y => 20);
while (my ($k, $v) = each %m) {
    $m{$k} = $v * 2;
}
say "modified values: x=$m{x} y=$m{y}";
my %empty;
my $iterations = 0;
while (my ($k, $v) = each %empty) {
    $iterations++;
}
say "empty each: $iterations";
my %single = (only => "value");
my ($sk, $sv) = each %single;
say "single each: $sk=$sv";
my @after = each %single;
say "exhausted: ", scalar(@after);
my @restart = each %single;
say "restarted: @restart";
keys %single;
my %counts = (a => 1, b => 2, c => 3);
my $n = keys %counts;
my @collected;
while (my ($k, $v) = each %counts) {
    push @collected, $k x $v;
}
say "collected: ", join(" ", sort @collected), " from $n keys";
my %vals = (p => 0, q => "", r => undef);
my @falsy;
while (my ($k, $v) = each %vals) {
    push @falsy, $k;
}
say "each returns keys with false values: ", join(",", sort @falsy);
