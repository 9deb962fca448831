use strict;
use warnings;

# `last`/`next` out of a map or grep block (directly or from a sub it calls) leaves
# the loop around it, and `$_` gets back the value it had before the map.
$_ = "topic";
sub stop { last }
sub skip { next }
for my $o (1 .. 2) {
    my @m = map { stop() if $_ == 2; $_ * 10 } 1 .. 3;
    print "not reached\n";
}
print "after map: [$_]\n";
for my $o (1 .. 3) {
    my @g = grep { skip() if $o == 2; $_ % 2 } 1 .. 5;
    print "o$o: [$_] @g\n";
}
for my $o (1 .. 3) {
    my @pairs = map {
        my $x = $_;
        map { next if $o == 2 && $_ == 3; "$x$_" } 1 .. 3
    } qw(a b);
    print "o$o: [$_] @pairs\n";
}
OUTER: for my $o (1 .. 3) {
    for my $p (1 .. 2) {
        my @m = map { last OUTER if $o == 2; $_ } 1 .. 3;
        print "o$o p$p [$_]\n";
    }
}
print "end: [$_]\n";
