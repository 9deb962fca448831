# Nested parentheses in my and our lists: perl declares every variable inside and the
# lists flatten, so my (($a, $b), $c) is my ($a, $b, $c); undef skips a value, an
# array takes the rest, empty lists and extra commas add nothing.
use strict;
use warnings;

my (($a1, $b1), $c1) = (1, 2, 3);
print "$a1 $b1 $c1\n";
my ($x, ($y, $z)) = (4, 5, 6);
print "$x $y $z\n";
my ($p, (undef, $q), $r) = (7, 8, 9, 10);
print "$p $q $r\n";
my (((($deep)))) = (11, 12);
print "$deep\n";
my ((@arr), $after) = (13, 14, 15);
print "@arr | ", defined $after ? $after : "undef", "\n";
my (($k), %h) = ("key", a => 1, b => 2);
print "$k ", join(",", map { "$_=$h{$_}" } sort keys %h), "\n";
my ($m, (), ($n,),, $o) = (16, 17, 18);
print "$m $n $o\n";

# In scalar context the assignment counts the right side.
my $count = my (($u), $v) = (19, 20, 21, 22);
print "$count $u $v\n";

# Without an assignment the variables are declared and undef.
my ($d1, ($d2, @d3));
print defined $d1 || defined $d2 || @d3 ? "defined\n" : "all undef\n";
($d1, ($d2, @d3)) = (23, 24, 25, 26);
print "$d1 $d2 @d3\n";

# our, and local of package variables, the same way.
our (($g1, $g2), @g3) = (27, 28, 29, 30);
print "$g1 $g2 @g3 $main::g1\n";
our ($l1, $l2) = ("outer1", "outer2");
sub show { print "$l1 $l2\n" }
{
    local (($l1), $l2) = ("inner1", "inner2");
    show();
}
show();

# A fresh set of variables each time round a loop.
for my $i (1 .. 3) {
    my (($sq, $cube), $half) = ($i**2, $i**3, $i / 2);
    print "$i: $sq $cube $half\n";
}
