# perl's choice between integer and float arithmetic for + - * (pp_add's SvIV_please_nomg):
# undef, non-numeric strings and strings with a decimal point are added as NVs, which
# shows past 2**53; the undefined target of += and -= is the integer 0.
my $big = 9007199254740993;
print "abc" + $big, " ", "" + $big, " ", "12" + $big, " ", "12.0" + $big, " ", " 12" + $big, " ", "1e3" + $big, "\n";
my $u; print $u + 1, " ", $u - $big, " ", $big - $u, " ", $u * $big, "\n";
my $z; $z += $big; print "$z\n";
my $y; $y -= $big; print "$y\n";
my $n = undef; my $r = $n + 1; print $r + $big, "\n";
{
my $big = 9007199254740993;
my $s = "12.0"; my $t = $s + 1; my $t2 = $s + $big; my $t3 = $s * 3;
print "$t $t2 $t3\n";
my $f = 1e17; my $g = 3e17; print $f + $g, " ", $g - $f, " ", $f * 2, "\n";
my $h = 2**53; print $h + 1, " ", $h + 1.0, "\n";
my @a = (1) x 3; my $sum = 0; $sum += $_ for @a; print "$sum\n";
my $u; $u += 1.5; print "$u\n"; my $w; $w *= 3; print "$w\n";
my $q; print $q + 0, " ", 0 + $q, "\n";
my $str = "abc"; { no warnings; print $str * 2, " ", $str + $big, "\n"; }
print "3 apples" + 0, "\n";
my $x = "10"; $x += $big; print "$x\n";
my $neg = "-12"; print $neg - $big, "\n";
print " 42 " + $big, "\n";
print "0x10" + 0, " ", "1_000" + 0, "\n";
}
