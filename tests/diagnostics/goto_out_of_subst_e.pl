my $s = "aa";
$s =~ s/a/goto DONE/e;
DONE: print "$s\n";
