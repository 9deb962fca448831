use strict;
use warnings;

# A binary min-heap used as a priority queue: task scheduling, heap sort, k smallest, merge.
sub heap_new { return { items => [], order => $_[0] // sub { $_[0] <=> $_[1] } } }
sub heap_size { scalar @{ $_[0]{items} } }
sub heap_push {
    my ($h, $v) = @_;
    my $a = $h->{items};
    push @$a, $v;
    my $i = $#$a;
    while ($i > 0) {
        my $p = int(($i - 1) / 2);
        last if $h->{order}->($a->[$p], $a->[$i]) <= 0;
        @$a[$p, $i] = @$a[$i, $p];
        $i = $p;
    }
}
sub heap_pop {
    my $h = shift;
    my $a = $h->{items};
    return undef unless @$a;
    my $top = $a->[0];
    my $last = pop @$a;
    if (@$a) {
        $a->[0] = $last;
        my $i = 0;
        while (1) {
            my ($l, $r) = (2 * $i + 1, 2 * $i + 2);
            my $m = $i;
            $m = $l if $l < @$a && $h->{order}->($a->[$l], $a->[$m]) < 0;
            $m = $r if $r < @$a && $h->{order}->($a->[$r], $a->[$m]) < 0;
            last if $m == $i;
            @$a[$m, $i] = @$a[$i, $m];
            $i = $m;
        }
    }
    return $top;
}

# heap sort of numbers
my $h = heap_new();
heap_push($h, $_) for (42, 7, 19, 3, 88, 7, -5, 23, 0, 61);
my @sorted;
while (defined(my $v = heap_pop($h))) { push @sorted, $v }
print "heap sorted: @sorted\n";

# tasks by priority, then by arrival order (stable)
my $seq = 0;
my $tasks = heap_new(sub { $_[0]{pri} <=> $_[1]{pri} || $_[0]{seq} <=> $_[1]{seq} });
for (["write report", 2], ["fix outage", 0], ["lunch", 3], ["reply email", 2], ["deploy hotfix", 0], ["plan sprint", 1]) {
    heap_push($tasks, { name => $_->[0], pri => $_->[1], seq => $seq++ });
}
print "task order:\n";
while (heap_size($tasks)) {
    my $t = heap_pop($tasks);
    printf "  [p%d #%d] %s\n", $t->{pri}, $t->{seq}, $t->{name};
}

# k smallest with a max-heap of size k
sub k_smallest {
    my ($k, @vals) = @_;
    my $mh = heap_new(sub { $_[1] <=> $_[0] });
    for my $v (@vals) {
        heap_push($mh, $v);
        heap_pop($mh) if heap_size($mh) > $k;
    }
    my @out;
    while (defined(my $v = heap_pop($mh))) { unshift @out, $v }
    return @out;
}
my @data = map { ($_ * 37 + 11) % 101 } 1 .. 30;
print "data: @data\n";
print "4 smallest: ", join(" ", k_smallest(4, @data)), "\n";

# merge sorted lists with a heap of [value, list index, position]
my @lists = ([1, 4, 9, 12], [2, 3, 10], [5, 6, 7, 8, 11], []);
my $mh = heap_new(sub { $_[0][0] <=> $_[1][0] || $_[0][1] <=> $_[1][1] });
for my $i (0 .. $#lists) { heap_push($mh, [$lists[$i][0], $i, 0]) if @{ $lists[$i] } }
my @merged;
while (my $e = heap_pop($mh)) {
    my ($v, $li, $pos) = @$e;
    push @merged, $v;
    heap_push($mh, [$lists[$li][$pos + 1], $li, $pos + 1]) if $pos + 1 < @{ $lists[$li] };
}
print "merged: @merged\n";

# running median with two heaps
my $low = heap_new(sub { $_[1] <=> $_[0] });
my $high = heap_new();
my @medians;
for my $x (5, 15, 1, 3, 8, 7, 9, 10, 20, 2) {
    if (!heap_size($low) || $x <= $low->{items}[0]) { heap_push($low, $x) } else { heap_push($high, $x) }
    if (heap_size($low) > heap_size($high) + 1) { heap_push($high, heap_pop($low)) }
    elsif (heap_size($high) > heap_size($low)) { heap_push($low, heap_pop($high)) }
    push @medians, heap_size($low) > heap_size($high) ? $low->{items}[0] : ($low->{items}[0] + $high->{items}[0]) / 2;
}
print "running medians: @medians\n";
