# Arithmetic results used directly by the next operator, a condition or an assignment,
# on the integer path, the float path and the runtime's path (overflow, strings, undef).
use strict;
use warnings;

my ($a, $b, $c) = (7, 3, 2);
my $big = 9223372036854775807;
my $f = 2.5;
my $s = "12abc";
my $u;
print(($a + $b) * $c, " ", ($a - $b) % $c, " ", ($a * $b) - ($c * $c), " ", $a / $c + 1, "\n");
print(($big + 1) - 1, " ", ($big * 2) / 2, " ", -$big - 10, " ", ($big + $big) % 7, "\n");
print(($f + $a) * $c, " ", ($f * 2) % 3, " ", ($a / $b) * $b, " ", 1e308 * 10 - 1, "\n");
{
    no warnings;
    print(($s + 1) * 2, " ", ($u + 1) * 2, " ", ($a + $u) . "x", "\n");
}
for my $x (0, 1, -1, 0.0, 0.5, $big) {
    my @t;
    push @t, (($x + 0) ? "t" : "f"), (($x * 1.0) ? "t" : "f"), (($x - $x) ? "t" : "f"), (($x % 3) ? "t" : "f");
    print "$x: @t\n";
}
my $nan = 9**9**9 / 9**9**9;
print((($nan + 1) ? "nan true" : "nan false"), " ", ((9**9**9 - 1) ? "inf true" : "inf false"), "\n");
my $n = 0;
$n = $n + $_ * 2 for 1 .. 10;
my $m = 1.5;
$m = $m * 2 + 0.25 for 1 .. 5;
my $k = 10;
$k = $k / 4 for 1 .. 3;
my $j = 1;
$j = $j * 3 + 1 for 1 .. 40;
print "$n $m $k $j\n";
my $x = "5";
$x = $x + 1;
my $y = "abc";
{ no warnings; $y = $y * 2; }
my $z = \1;
my $w = 3;
$w = ($w << 2) | 1;
print "$x $y $w ", ($z == $z ? "same" : "diff"), "\n";
my @acc;
for my $i (1 .. 5) { push @acc, $i * $i + 0.5, ($i & 1) ? $i << 3 : $i >> 1 }
print "@acc\n";
my %h = (n => 4);
$h{n} = $h{n} * 2 + 1;
my @arr = (1, 2);
$arr[1] = $arr[0] + $arr[1] * 10;
print "$h{n} @arr\n";
eval { my $r = ($a - 7) ? 1 : $a / ($a - 7); 1 } or print "died: $@";
print 10 - 3 - 2, " ", 2 ** 3 ** 2, " ", -7 % 3, " ", 7 % -3, " ", -7 / 2, "\n";
