use strict;
use warnings;
use feature 'say';

my ($a, $b) = (1, 2);
say "a=$a b=$b";
($a, $b) = ($b, $a);
say "swapped: a=$a b=$b";
my ($x, $y, $z) = (10, 20);
say "missing value: x=$x y=$y z=", defined $z ? $z : "undef";
my ($p, $q) = (1, 2, 3, 4);
say "extra values dropped: p=$p q=$q";
my ($first, @rest) = (1, 2, 3, 4);
say "first=$first rest=@rest";
my (@all, $never) = (5, 6);
say "array swallows: @all, never=", defined $never ? $never : "undef";
my ($h1, %h) = ("head", a => 1, b => 2);
say "head=$h1 keys=", join(",", sort keys %h);
my ($one) = (7, 8, 9);
say "list assign to one: $one";
sub f { return (4, 5, 6) }
my $n = () = f();
my $s = f();
my ($l) = f();
say "$n $s $l";
sub g { my @r = (4, 5, 6); return @r }
my $gs = g();
say "array returned in scalar context: $gs";
my $c = (my @bb = (7, 8, 9));
my $d = (my ($pp) = (7, 8, 9));
my $e = (my %hh = (a => 1, a => 2));
say "$c $d $e";
say "hash from duplicate keys: a=$hh{a}, count=", scalar(keys %hh);
my $cnt = () = (1, 2, 3, 4, 5);
say "countof: $cnt";
my $empty = () = ();
say "countof empty: $empty";
my @arr = (1, 2, 3);
my ($u, $v) = @arr;
say "from array: $u $v";
($u, $v, @arr) = (@arr, 99);
say "rotate through array: u=$u v=$v arr=@arr";
my ($m1, $m2, $m3) = (1, 2, 3);
($m1, $m2, $m3) = ($m3, $m1, $m2);
say "three-way rotate: $m1 $m2 $m3";
my @copy = @arr;
push @copy, 100;
say "copy is independent: arr=@arr copy=@copy";
my ($undef_first, $second) = (undef, "two");
say "undef in list: ", defined $undef_first ? "def" : "undef", " $second";
my @nest = ((1, 2), (3, (4, 5)));
say "flattened count: ", scalar(@nest), " [@nest]";
if ((my @found = (0)) ) { say "list assign in boolean is count: true for one false element" }
if (!(my @none = ())) { say "empty list assign is false" }
my $k = 0;
while ((my ($item) = ($k < 3 ? ($k) : ()))) { say "while list assign: $item"; $k++; }
