print 10 | 3, " ", "10" | "3", " ", "10" | 3, "\n"; my $x = "10"; my $y = $x + 0; print $x | "3", "\n";
print ~0, " ", ~5, " ", -1 >> 1, " ", 1 << 63, " ", 1 << 64, " ", 1 << -1, "\n";
print 6 & 3, " ", 6 ^ 3, " ", "AB" ^ "  ", "\n";
my $f = 5; $f |= 2; $f <<= 2; $f &= 0xff; print "$f\n";
srand(42); print join(" ", map { rand() } 1..3), "\n";
srand(42); print join(" ", map { int(rand(100)) } 1..10), "\n";
print srand(42), "\n"; print srand(0), "\n"; srand(2**32+42); print rand(), "\n"; srand(-1); print rand(), "\n"; srand(1); print rand(), "\n";
my $s = "a\n\n"; my $n = chomp($s); print "$n ", length $s, "\n"; my $t = "abc"; my $c = chop $t; print "$c $t\n"; my $w = "x\r\n"; chomp $w; print length $w, "\n"; { local $/ = ""; my $p = "x\n\n\n"; print chomp($p), "\n"; }
my @l = ("a\n", "b\n", "c"); chomp(@l); print "@l\n";
$_ = "topic\n"; chomp; print "[$_]\n";
printf "%.4f\n", atan2(1, 1) * 4;
