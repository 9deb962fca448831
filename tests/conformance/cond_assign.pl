# `COND ? $a = V : $b = V` parses as `(COND ? ($a = V) : $b) = V`: an assignment to
# the branch the condition picks (Math::BigFloat's binary search does it).
use strict;
use warnings;
my ($l, $r) = (0, 100);
while ($r - $l > 1) {
    my $n = int(($r - $l) / 2) + $l;
    $n * $n > 2000 ? $r = $n : $l = $n;
}
print "l=$l r=$r\n";
my ($a1, $b1) = (1, 2);
my $v = 7;
my $got = (1 ? $a1 = $v : $b1 = $v);
print "$a1 $b1 $got\n";
0 ? $a1 = 9 : $b1 = 9;
print "$a1 $b1\n";
our ($g, $h) = ('g', 'h');
for my $i (1 .. 4) {
    $i % 2 ? $g = $i : $h = $i;
}
print "$g $h\n";
my $which = 0;
$which ? $a1 = "x" : $b1 = "x";
print "$a1 $b1\n";
