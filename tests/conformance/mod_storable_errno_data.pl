# With __DATA__, perl stops reading the script there: the errno a module's
# BEGIN-time code left (Storable.pm's failed require of Log::Agent) is still
# $! when the program starts.
use strict;
use warnings;
use Storable qw(freeze thaw);

my $errno = 0 + $!;
print "errno set: ", ($errno ? 'yes' : 'no'), "\n";
my $copy = thaw(freeze([ map { chomp; $_ } <DATA> ]));
print "lines: @$copy\n";
__DATA__
one
two
