# `my` variables are cleared when their block is left (fall-through, next, last,
# redo, return), but what still holds them keeps their values.
use strict;
use warnings;

# Closures made in a loop body each keep their own variable.
my @subs;
for (1 .. 3) { my $x = $_ * 10; my @l = ($_) x $_; push @subs, sub { "$x:@l" } }
print join(",", map { $_->() } @subs), "\n";
my @subs2;
my $k = 0;
while ($k < 3) { my $r = [$k]; push @subs2, sub { $r->[0] }; $k++ }
print join(",", map { $_->() } @subs2), "\n";

# A reference that escapes a block keeps the variable alive.
my @refs;
for my $i (1 .. 3) { my $v = "v$i"; my %h = (k => $i); push @refs, [\$v, \%h] }
print join(",", map { ${ $_->[0] } . "=" . $_->[1]{k} } @refs), "\n";
my $esc;
{ my @a = (1, 2, 3); $esc = \@a; }
print "@$esc\n";
{ my $inner = { a => [1, 2] }; $esc = $inner; }
print join(",", @{ $esc->{a} }), "\n";

# Each iteration starts with fresh, empty variables.
for my $i (1 .. 3) {
    my $s;
    my @a;
    my %h;
    my $r;
    $s .= "x" x $i;
    push @a, $i;
    $h{$i} = 1;
    push @$r, $i;
    print defined $s ? $s : "u", " [@a] [", join(",", sort keys %h), "] [@$r]\n";
}

# String buffers: the same variable grows and shrinks again.
for my $n (3, 1, 4) { my $buf = "ab" x $n; $buf .= "!"; print length($buf), " $buf\n" }

# next, last and redo out of nested blocks.
my @seen;
OUTER: for my $i (1 .. 4) {
    my $o = [$i];
    for my $j (1 .. 3) {
        my $p = [$i, $j];
        if ($j == 2) { my $q = [@$p]; push @seen, "n@$q"; next OUTER if $i == 2; next }
        if ($i == 3) { my $t = { i => $i }; push @seen, "l$t->{i}"; last OUTER }
        push @seen, "$o->[0]$p->[1]";
    }
}
print "@seen\n";
my $tries = 0;
for my $i (1 .. 2) {
    my $r = [$i, $tries];
    $tries++;
    print "try $r->[0] $r->[1]\n";
    redo if $tries == 1;
}
{
    my $once = [1];
    last if $once->[0];
    print "not reached\n";
}
print "after bare\n";

# Returning from inside nested blocks: the value survives.
sub find {
    my ($want) = @_;
    for my $i (1 .. 5) {
        my $node = { n => $i, kids => [ $i * 2 ] };
        if ($i == $want) { my $copy = $node; return $copy }
    }
    return;
}
my $f = find(3);
print "$f->{n} $f->{kids}[0]\n";
sub last_if {
    my ($c) = @_;
    if ($c) { my $r = [ 'then', $c ]; $r } else { my @e = ('else'); \@e }
}
print join(" ", @{ last_if(1) }), " ", join(" ", @{ last_if(0) }), "\n";
sub from_block { { my $b = [7]; return $b } }
print from_block()->[0], "\n";

# `my` in a condition: visible in the whole if/elsif/else chain.
sub cls {
    my ($n) = @_;
    if ((my $sq = [ $n * $n ])->[0] > 10) { return "big $sq->[0]" }
    elsif ((my $half = $n / 2) >= 1) { return "mid $sq->[0] $half" }
    else { return "small $sq->[0] $half" }
}
print join("; ", map { cls($_) } 1, 2, 5), "\n";
my @queue = ([1], [2], [3]);
my $total = 0;
while (my $item = shift @queue) { $total += $item->[0] }
print "total $total\n";
for (my $c = [0]; $c->[0] < 3; $c->[0]++) { my $d = [ $c->[0] ]; print "c$d->[0]" }
print "\n";

# A named sub sees the first instance of a block's variable.
{ my $cap = [5]; sub get_cap { $cap } }
print get_cap()->[0], "\n";

# `state` variables persist; `my $x if COND` (COND false) keeps its old value.
use feature 'state';
sub counter { state $n = 0; state @l; push @l, ++$n; return "@l" }
counter() for 1 .. 2;
print counter(), "\n";
my $never = 0;
for (1 .. 3) {
    no warnings;
    my $z if $never;
    push @$z, $_;
    print scalar(@$z);
}
print "\n";

# Values a block gives: do, map, grep, sort.
my $dv = do { my $t = [ 1, 2 ]; $t };
print "@$dv\n";
my @m = map { my $h = { v => $_ }; $h } 1 .. 3;
print join(",", map { $_->{v} } @m), "\n";
my @g = grep { my $w = [$_]; $w->[0] % 2 } 1 .. 5;
print "@g\n";
my @d = do { my @tmp = (3, 1, 2); sort { $a <=> $b } @tmp };
print "@d\n";

# Nested data built and dropped in a loop.
my $sum = 0;
for my $round (1 .. 50) {
    my $tree = [ map { [ $_, [ $_ * 2 ] ] } 1 .. $round ];
    $sum += $_->[1][0] for @$tree;
}
print "sum $sum\n";

# A block inside eval, and a loop left from a called sub.
my $ev = eval { my $r; for my $i (1 .. 3) { my $x = [$i]; $r = $x } $r };
print "eval $ev->[0]\n";
sub leave_loop { no warnings 'exiting'; last }
my @kept;
for my $i (1 .. 3) { my $x = [$i]; push @kept, $x; leave_loop() if $i == 2 }
print scalar(@kept), " $kept[-1][0]\n";
