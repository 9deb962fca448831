# A handle opened on another's descriptor (`>&=N`, fdopen) shares it: closing or
# dropping it leaves the descriptor open for the other handle, as PerlIO counts the
# users of a descriptor.
use strict;
use warnings;
$| = 1;
open(my $x, ">&=", 1) or die "fdopen: $!";
print $x "via the shared handle\n";
print "close: ", (close($x) ? "ok" : "failed: $!"), "\n";
print "STDOUT still works\n";
open(my $y, ">&=1") or die;
print $y "second shared handle\n";
undef $y;
print "after undef\n";
open(my $e, ">&=", fileno(STDERR)) or die;
close $e;
print STDERR "STDERR still works\n";
open(my $dup, ">&", \*STDOUT) or die;
print "dup fileno differs: ", (fileno($dup) != 1 ? "yes" : "no"), "\n";
close $dup;
print "done\n";
