# A file handle on /dev/full: close returns false with $! ENOSPC when its final flush
# fails, and also when an earlier print's flush failed and nothing is left to flush (perl
# restores the errno saved with the failure); a handle with nothing written closes fine.
open(my $fh, ">", "/dev/full") or die "open: $!\n";
print $fh "hello\n";
my $r = close($fh);
print "close after a buffered print: ", ($r ? "true" : "false"), ", \$! $!\n";
open($fh, ">", "/dev/full") or die "open: $!\n";
$r = print $fh "x" x 10000;
print "print of 10000 bytes: ", ($r ? "true" : "false"), ", \$! $!\n";
open(my $none, "<", "/nonexistent/file");
$r = close($fh);
print "close after the failed print: ", ($r ? "true" : "false"), ", \$! $!\n";
open($fh, ">", "/dev/full") or die "open: $!\n";
$r = close($fh);
print "close with nothing written: ", ($r ? "true" : "false"), "\n";
$r = close($fh);
print "close again: ", ($r ? "true" : "false"), ", \$! $!\n";
