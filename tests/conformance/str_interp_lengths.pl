# Interpolation of pieces of every length from 0 to 40 (the short-copy path and memcpy).
use strict; use warnings;
my @p = map { join "", map { chr(97 + ($_ * 7) % 26) } 1 .. $_ } 0 .. 40;
my $acc = "";
for my $i (0 .. $#p) { for my $j (0 .. $#p) { my $s = "<$p[$i]|$p[$j]>$i"; $acc .= length($s) . substr($s, -3) . ";" if ($i * 41 + $j) % 7 == 0; my $t = "$p[$i]$p[$j]"; $acc .= $t if $i == 17 } }
print length($acc), " ", substr($acc, 0, 300), "\n", substr($acc, -200), "\n";
my $w = "\x{263A}"; my $m = "a${w}b$p[20]"; print length($m), "\n";
