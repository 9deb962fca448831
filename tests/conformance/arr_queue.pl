# Arrays used as queues and deques: shift, unshift, push, pop, splice and indexing
# mixed, as a breadth-first search and a sliding window use them.
use strict;
use warnings;

my %edges = (a => [qw(b c)], b => [qw(d)], c => [qw(d e)], d => [qw(f)], e => [qw(f)], f => []);
my @queue = ('a');
my %seen = (a => 0);
my @order;
while (defined(my $n = shift @queue)) {
    push @order, "$n$seen{$n}";
    for my $m (@{ $edges{$n} }) {
        next if exists $seen{$m};
        $seen{$m} = $seen{$n} + 1;
        push @queue, $m;
    }
}
print "@order\n";

my @w;
my @sums;
for my $x (1 .. 20) {
    push @w, $x;
    shift @w if @w > 4;
    my $s = 0;
    $s += $_ for @w;
    push @sums, $s;
}
print "@sums\n";

my @d = (1 .. 5);
unshift @d, 'a', 'b';
shift @d for 1 .. 3;
push @d, 'z';
unshift @d, 'x';
print "@d | $d[0] $d[-1] $d[2] ", scalar(@d), " $#d\n";
my @r = splice(@d, 2, 3, 'p', 'q');
print "@d | @r\n";
splice(@d, 1, 0, 'm', 'n');
print "@d\n";
shift @d; shift @d;
splice(@d, -2);
print "@d | ", scalar(@d), "\n";
my @e = ();
print defined(shift @e) ? "def" : "undef", " ", scalar(@e), "\n";
my @big = (1 .. 10000);
my $t = 0;
while (@big) { $t += shift @big; push @big, 0 if $t == 5 }
print "$t\n";
$#d = 5;
print scalar(@d), " ", defined $d[5] ? "def" : "undef", "\n";
my @q = (3, 1, 2);
unshift @q, shift @q;
@q = sort { $a <=> $b } @q;
print "@q ", join(",", reverse @q), "\n";
