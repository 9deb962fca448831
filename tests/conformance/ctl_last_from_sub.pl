use strict;
use warnings;

# perl's loops are dynamic: `last`, `next` and `redo` in a sub leave the caller's
# loop (with a warning), through any number of calls, restoring what `local` saved.
our $mode = "normal";

sub stop_here { last }
sub skip_odd { my $n = shift; next if $n % 2 }

for my $i (1 .. 5) {
    local $mode = "loop $i";
    stop_here() if $i == 4;
    print "i=$i mode=$mode\n";
}
print "after: mode=$mode\n";

for my $n (1 .. 6) {
    skip_odd($n);
    print "even $n\n";
}

# A labelled loop several calls up.
sub find_cell {
    my ($r, $c, $want) = @_;
    check($r, $c, $want);
}
sub check {
    my ($r, $c, $want) = @_;
    if ($r * $c == $want) {
        print "found $want at $r,$c\n";
        last GRID;
    }
    next ROW if $c > $r;
}
GRID: for my $r (1 .. 4) {
    ROW: for my $c (1 .. 4) {
        find_cell($r, $c, 6);
    }
}

# A callback that ends the iteration: a tiny event loop.
my @events = qw(open read read skip read close read);
my %handler = (
    open  => sub { print "opening\n" },
    read  => sub { print "reading\n" },
    skip  => sub { next },
    close => sub { print "closing\n"; last },
);
my $seen = 0;
for my $e (@events) {
    $handler{$e}->();
    $seen++;
}
print "handled $seen events\n";

# `while` with the condition calling out, and `redo`.
my $count = 0;
sub more { $count++; last if $count > 3; return 1 }
while (more()) { print "count $count\n" }
my $tries = 0;
sub retry { redo if ++$tries < 3 }
for my $job (qw(a b)) {
    print "job $job try $tries\n";
    retry();
}

# Out of a bare block, and out of loops in recursive calls.
{
    print "in block\n";
    stop_here();
    print "not reached\n";
}
sub descend {
    my $d = shift;
    for my $i (1 .. 2) {
        print "depth $d item $i\n";
        last if $d == 3;
        descend($d + 1) if $i == 1;
    }
}
descend(1);

# Through an eval: the eval is left too ($@ stays empty).
for my $k (1 .. 3) {
    eval { stop_here() if $k == 2; 1 };
    print "k=$k err=[$@]\n";
}
