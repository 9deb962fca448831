use strict;
use warnings;

# Closures created inside loops: which variable does each one see?
my @foreach_subs;
for my $i (1 .. 3) { push @foreach_subs, sub { "f$i" } }
print join(" ", map { $_->() } @foreach_subs), "\n";

my @cstyle;
for (my $j = 0; $j < 3; $j++) { push @cstyle, sub { "c$j" } }
print join(" ", map { $_->() } @cstyle), "\n";

my @while_subs;
my $k = 0;
while ($k < 3) { my $copy = $k; push @while_subs, sub { "w$copy/$k" }; $k++ }
print join(" ", map { $_->() } @while_subs), "\n";

# a fresh my inside the body of a C-style loop gives distinct values
my @fixed;
for (my $j = 0; $j < 3; $j++) { my $v = $j; push @fixed, sub { "v$v" } }
print join(" ", map { $_->() } @fixed), "\n";

# closures modifying their own captured loop variable
my @incs;
my @starts = (10, 20);
for my $n (@starts) { push @incs, sub { $n += 1 } }
print "calls: ", $incs[0]->(), " ", $incs[0]->(), " ", $incs[1]->(), " starts now @starts\n";

# the foreach variable aliases the array element, and so does the closure
my @vals = (1, 2, 3);
my @setters;
for my $v (@vals) { push @setters, sub { $v = shift } }
$setters[1]->(200);
print "vals: @vals\n";

# closures over the same outer variable all see updates
my $shared = "start";
my @readers = map { my $tag = $_; sub { "$tag:$shared" } } qw(x y);
$shared = "later";
print join(" ", map { $_->() } @readers), "\n";

# map creating closures: $_ is aliased, so copy it first
my @mk = map { my $x = $_; sub { $x * 2 } } 1 .. 4;
print "doubled: ", join(",", map { $_->() } @mk), "\n";

# nested loops, closures capturing both levels
my @grid;
for my $r (1 .. 2) {
    for my $c (1 .. 3) {
        push @grid, sub { "$r$c" };
    }
}
print "grid: ", join(" ", map { $_->() } @grid), "\n";

# last/next do not disturb the captured values
my @kept;
for my $n (1 .. 10) {
    next if $n % 3;
    push @kept, sub { $n };
    last if $n >= 9;
}
print "kept: ", join(",", map { $_->() } @kept), "\n";

# a closure that counts how many times the loop body ran
my $runs = 0;
my $bump = sub { $runs++ };
$bump->() for 1 .. 7;
print "runs: $runs\n";
