# @a = sort @a sorts the array in place (op.c's S_inplace_aassign), dropping its holes;
# a sort into another array, @$r = sort @$r and reverse sort keep them as undef.
my @a; $a[3] = 1; $a[1] = 0; my @b = sort @a; print scalar(@b), "\n";
@a = sort @a; print scalar(@a), " @a\n";
my @c; $c[2] = "x"; @c = sort { $a cmp $b } @c; print scalar(@c), "\n";
my @d; $d[2] = 5; @d = reverse sort { $a <=> $b } @d; print scalar(@d), "\n";
my @e = (3, undef, 1); @e = sort { ($a // 0) <=> ($b // 0) } @e; print scalar(@e), "\n";
{
sub by2 { $a <=> $b }
my @a; $a[3] = 1; @a = sort by2 @a; print scalar(@a), "\n";
our @g; $g[3] = 1; @g = sort @g; print scalar(@g), "\n";
my $r = []; $r->[3] = 1; @$r = sort @$r; print scalar(@$r), "\n";
my @h; $h[3] = 1; @h = sort { $b <=> $a } @h; print scalar(@h), "\n";
my @i; $i[3] = 1; @i = reverse sort @i; print scalar(@i), "\n";
my @j; $j[3] = 1; my @k = sort @j; print scalar(@j), scalar(@k), "\n";
my @l; $l[3] = 1; (@l) = sort @l; print scalar(@l), "\n";
my @m; $m[3] = 1; @m = sort @m, 2; print scalar(@m), "\n";
}
