# A failed require inside a module's BEGIN (Storable.pm looks for Log::Agent)
# leaves errno set while the program compiles; perl starts the program with
# $! clear, so a die at the top level exits 255, not errno.
use strict;
use warnings;
use Storable qw(dclone);
BEGIN { open my $fh, '<', '/no/such/file' or print "BEGIN: ", ($! ? "errno set" : "clear"), "\n" }

print "errno: ", 0 + $!, "\n";
my $copy = dclone({ a => [1, 2] });
print "copy: $copy->{a}[1]\n";
die "stopping\n";
