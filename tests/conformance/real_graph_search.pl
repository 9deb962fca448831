use strict;
use warnings;

# Graph algorithms on adjacency lists: BFS shortest paths, DFS order, cycles,
# topological sort, connected components and Dijkstra with weights.
my @edges = qw(a-b a-c b-d c-d d-e e-f g-h h-i i-g c-f);
my %adj;
for my $e (@edges) {
    my ($x, $y) = split /-/, $e;
    push @{ $adj{$x} }, $y;
    push @{ $adj{$y} }, $x;
}
$_ = [sort @$_] for values %adj;
print "adjacency:\n";
print "  $_: @{ $adj{$_} }\n" for sort keys %adj;

sub bfs {
    my ($start) = @_;
    my %dist = ($start => 0);
    my %prev;
    my @queue = ($start);
    while (@queue) {
        my $n = shift @queue;
        for my $m (@{ $adj{$n} }) {
            next if exists $dist{$m};
            $dist{$m} = $dist{$n} + 1;
            $prev{$m} = $n;
            push @queue, $m;
        }
    }
    return (\%dist, \%prev);
}
my ($dist, $prev) = bfs("a");
for my $target (sort keys %$dist) {
    my @path = ($target);
    unshift @path, $prev->{ $path[0] } while exists $prev->{ $path[0] };
    printf "  a -> %s: %d hops via %s\n", $target, $dist->{$target}, join(">", @path);
}

sub dfs_order {
    my ($start) = @_;
    my (%seen, @order);
    my $visit;
    $visit = sub {
        my $n = shift;
        return if $seen{$n}++;
        push @order, $n;
        $visit->($_) for @{ $adj{$n} };
    };
    $visit->($start);
    return @order;
}
print "dfs from a: ", join(" ", dfs_order("a")), "\n";

my %comp;
my $ncomp = 0;
for my $n (sort keys %adj) {
    next if exists $comp{$n};
    $ncomp++;
    $comp{$_} = $ncomp for dfs_order($n);
}
for my $c (1 .. $ncomp) {
    print "component $c: ", join(",", sort grep { $comp{$_} == $c } keys %comp), "\n";
}

# directed graph: topological sort (Kahn) and cycle detection
my %deps = (app => [qw(lib util)], lib => [qw(core)], util => [qw(core)], core => [], docs => [qw(app)]);
my %indeg = map { $_ => 0 } keys %deps;
for my $n (keys %deps) { $indeg{$_}++ for @{ $deps{$n} } }
my @ready = sort grep { !$indeg{$_} } keys %indeg;
my @topo;
while (@ready) {
    my $n = shift @ready;
    push @topo, $n;
    for my $m (@{ $deps{$n} }) { push @ready, $m unless --$indeg{$m} }
    @ready = sort @ready;
}
print "build order (reverse topo): ", join(" ", reverse @topo), "\n";
$deps{core} = ["app"];
my %state;
sub has_cycle { my $n = shift; return 1 if ($state{$n} // 0) == 1; return 0 if $state{$n}; $state{$n} = 1; for (@{ $deps{$n} }) { return 1 if has_cycle($_) } $state{$n} = 2; return 0 }
print "cycle after adding core->app: ", (has_cycle("docs") ? "yes" : "no"), "\n";

# Dijkstra with a simple linear-scan priority queue
my %w = ("a b" => 4, "a c" => 1, "c b" => 2, "b d" => 1, "c d" => 5, "d e" => 3);
my %wadj;
for my $k (keys %w) { my ($x, $y) = split / /, $k; $wadj{$x}{$y} = $w{$k}; $wadj{$y}{$x} = $w{$k} }
my %best = (a => 0);
my %done;
while (1) {
    my ($u) = sort { $best{$a} <=> $best{$b} or $a cmp $b } grep { !$done{$_} } keys %best;
    last unless defined $u;
    $done{$u} = 1;
    for my $v (keys %{ $wadj{$u} }) {
        my $alt = $best{$u} + $wadj{$u}{$v};
        $best{$v} = $alt if !defined $best{$v} || $alt < $best{$v};
    }
}
print "weighted distances from a: ", join(" ", map { "$_=$best{$_}" } sort keys %best), "\n";
