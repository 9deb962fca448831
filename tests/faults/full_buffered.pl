# stdout: /dev/full
# Block-buffered STDOUT on /dev/full: the print that fills the 8 KiB buffer flushes it,
# fails and returns false with $! ENOSPC (the rest of its bytes are dropped); the handle
# has failed from then on, so every print returns false, leaving $! as it was unless it
# flushes (and fails) again; the exit flush reports what is still buffered.
my $line = ("x" x 99) . "\n";
my ($ok, $first) = (0, "");
for my $i (1 .. 100) {
    if (print $line) { $ok++ } else { $first = "print $i: $!"; last }
}
print STDERR "$ok prints buffered, then $first\n";
open(my $none, "<", "/nonexistent/file");
my $r = print "b";
print STDERR "after the failure: ", ($r ? "true" : "false"), ", \$! $!\n";
$r = print "c" x 9000;
print STDERR "a print that fills the buffer again: ", ($r ? "true" : "false"), ", \$! $!\n";
print "d\n";
exit 0;
