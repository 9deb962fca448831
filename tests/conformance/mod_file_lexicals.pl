# A module's file-scoped lexicals belong to it; `use Exporter 'import'`; a module body
# that prints while it loads (before the script's first statement).
use strict;
use warnings;
print "script starts\n";
use lib 'lib';
use Counter qw(next_id reset_ids);
my $next = "the script's own";
print next_id(), " ", next_id(), " ", next_id(), "\n";
print "log size ", Counter::log_size(), "\n";
print "reset after ", reset_ids(7), "\n";
print next_id(), "\n";
print "script's \$next is $next\n";
