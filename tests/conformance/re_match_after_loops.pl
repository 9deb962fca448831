# The last successful match after loops: `EXPR while COND` is no block in perl, so a
# match in it outlives it; loops with a block (and `for` as a modifier) restore the one
# before them. A failed s/// keeps the last successful match's values.
"zz" =~ /z/;
$_ = "aaa"; while (s/a/b/) { } print "1: $_ $-[0]\n";
"zz" =~ /z/;
$_ = "aaa"; while (s/a/b/) { my $x = 1; } print "2: $_ $-[0]\n";
"zz" =~ /z/;
$_ = "aaa"; while (1) { last unless s/a/b/ } print "3: $_ $-[0]\n";
"zz" =~ /z/;
$_ = "aaa"; { s/a/b/ } print "4: $_ $-[0]\n";
"zz" =~ /z/;
$_ = "aaa"; for (1..2) { s/a/b/ } print "5: $_ $-[0]\n";
"zz" =~ /z/;
$_ = "aaa"; if (s/a/b/) { } print "6: $_ $-[0]\n";
"zz" =~ /z/;
$_ = "aaa"; s/a/b/ while /a/; print "7: $_ $-[0]\n";
"zz" =~ /z/;
$_ = "aaa"; do { s/a/b/ } until !/a/; print "8: $_ $-[0]\n";
"zz" =~ /z/;
$_ = "a1a"; until (!s/a/b/) { } print "9: $_ $-[0]\n";
"abc" =~ /(b)/; $_ = "xyz"; s/(q)/r/; print "$1 $-[0] $+[0] $&\n";
"abc" =~ /(b)/; $_ = "xyz"; s/(q)/r/g; print "$1 $-[0] $+[0] $&\n";
$_ = "aaa"; 1 while s/a/b/; print "$_ $-[0] $&\n";
$_ = "1000000000"; 1 while s/(?=1)(?:.{3})\K0/1/; print "$_ $-[0] $+[0]\n";
$_ = "aaa"; s/a/b/; s/a/b/; s/a/b/; s/a/b/; print "$_ $-[0] $&\n";
$_ = "aaa"; for my $i (1..4) { s/a/b/ } print "$_ $-[0] $&\n";
$_ = "aaa"; while (s/a/b/) { } print "$_ $-[0] $&\n";
$_ = "aaa"; s/a/b/ for 1..4; print "$_ $-[0] $&\n";
$_ = "aaa"; 1 while s/a/b/; print "$_ $-[0] $&\n";
$_ = "aaa"; 1 while /a/g; print "$_ $-[0] $&\n";
