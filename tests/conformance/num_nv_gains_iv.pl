# An integral float below 2**53 read as an integer (bitwise ops, %, **, int, abs,
# <=>, sprintf %d) gains its integer value, and prints every digit
# from then on; division, negation and ++ leave it a float.
my $x = 1e15; my $y = $x ^ 0; print "$x\n"; my $z = 1e15; my $w = $z + 0; print "$z\n"; my $q = 1e15; my $r = int($q); print "$q $r\n"; my $u=1e15; my $v = $u % 7; print "$u\n"; my $k = 1e15; my @a=(1)x1; my $e = $a[$k-1e15]; print "$k\n"; my $s = 1e15; my $t = $s | 0; print "$s\n"; my $m=1e15; my $n = $m << 0; print "$m\n";
my $f = 1.5e15; my $g = $f + 0; print "$f\n"; my $h = 3e15; my $i = $h * 2; print "$h $i\n"; my $aa = 1e15; my $bb = abs($aa); print "$aa $bb\n";
my $cc = 1e15; my $dd = -$cc; print "$cc $dd\n"; my $ee = 1e15; my $ff = $ee++; print "$ee $ff\n"; my $gg = 1e15; my $hh = sprintf("%d", $gg); print "$gg\n"; my $ii = 1e15; my $jj = $ii <=> 1; print "$ii\n";
