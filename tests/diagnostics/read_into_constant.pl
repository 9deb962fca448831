open(my $fh, "<", "/dev/null") or die;
sysread($fh, "abc", 1);
