# $| is 0 or 1 and $? an integer whatever is assigned (perl's set magic); local gives
# them their reset value; ${^GLOBAL_PHASE} is read-only.
$| = 5; print "$|\n";
$| = 0; print "$|\n";
$| = "abc"; print "$|\n";
$| = "3 apples"; print "$|\n";
$| = -1; print "$|\n";
$|++; print "$|\n";
$|--; print "$|\n";
{ local $| = 1; print "local $|\n"; }
print "after $|\n";
$| = 1;
{ local $|; print "bare local [$|]\n"; }
print "restored $|\n";
my $v = do { local $?; $? }; print "[$v]\n";
$? = 3; { local $?; print "[$?]\n"; } print "[$?]\n";
$? = 256.7; print "$?\n";
$? = "12abc"; print "$?\n";
$? = 0;
eval { ${^GLOBAL_PHASE} = "x"; }; print $@;
print "${^GLOBAL_PHASE}\n";
