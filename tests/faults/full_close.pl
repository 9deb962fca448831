# stdout: /dev/full
print "hello\n";
close(STDOUT) or die "close failed: $!\n";
print STDERR "not reached\n";
