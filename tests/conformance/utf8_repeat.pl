# `x` keeps the UTF-8 flag: "\x{263a}" x 2 is two characters (not six bytes), also for
# x=, an upgraded Latin-1 string, counts of 0 and below (an empty character string),
# and list repetition. Also checks that `.`, `.=`, join and interpolation of a byte
# string with a character string upgrade the byte string (length and code points).
use strict;
use warnings;

sub f { utf8::is_utf8($_[0]) ? "U" : "b" }
sub o { join ",", map { ord } split //, $_[0] }

my $s = "\xe9" . "\x{100}";
print length($s), f($s), " ", o($s), "\n";
my $w = "\x{100}";
my $i = "\xe9$w";
print length($i), f($i), " ", o($i), "\n";
my $j = join("\xe9", "a", $w);
print length($j), f($j), " ", o($j), "\n";
my $j2 = join($w, "\xe9", "b");
print length($j2), f($j2), " ", o($j2), "\n";
my $x = "\xe9";
$x .= "\x{100}";
print length($x), f($x), " ", o($x), "\n";
my $y = "\x{100}";
$y .= "\xe9";
print length($y), f($y), " ", o($y), "\n";
my $n = 5;
$n .= "\x{100}";
print length($n), f($n), "\n";

print length("\x{263a}" x 2), f("\x{263a}" x 2), "\n";
my $r = "\x{263a}";
my $rr = $r x 3;
print length($rr), f($rr), " ", o($rr), "\n";
my $e = "\xe9";
utf8::upgrade($e);
my $er = $e x 2;
print length($er), f($er), " ", o($er), "\n";
my @l = ("\x{263a}") x 2;
print scalar(@l), length($l[0]), f($l[1]), "\n";
my $c = "a";
$c x= 3;
print "$c ", f($c), "\n";
my $d = "\x{263a}";
$d x= 2;
print length($d), f($d), "\n";
my $t = "\x{100}" x 0;
print length($t), f($t), "\n";
my $t2 = "\x{100}" x -1;
print length($t2), f($t2), "\n";
my $rep = "ab\x{263a}" x 2;
print length($rep), " ", index($rep, "\x{263a}", 3), " ", substr($rep, 4, 2) eq "b\x{263a}" ? "substr ok" : "substr bad", "\n";
my $bytes = "\xe9" x 3;
print length($bytes), f($bytes), "\n";
print "\x{263a}" x 2 eq "\x{263a}\x{263a}" ? "eq" : "ne", "\n";
