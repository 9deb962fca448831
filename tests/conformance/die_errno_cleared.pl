# die's exit status is $! when set: a successful open leaves ENOTTY in $!, and clearing
# $! afterwards makes an uncaught die exit with 255.
use strict;
use warnings;

open(my $fh, '<', 'die_errno_cleared.pl') or die "open: $!";
my $first = <$fh>;
close $fh;
print "errno after open is set: ", ($! + 0 ? "yes" : "no"), "\n";
$! = 0;
die "stopping\n";
