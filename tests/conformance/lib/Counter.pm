package Counter;
use strict;
use warnings;
use Exporter 'import';
our @EXPORT_OK = qw(next_id reset_ids);

# File-scoped lexicals of the module: shared by its subs, invisible to the script.
my $next = 100;
my @log;

sub next_id { push @log, $next; return $next++ }
sub reset_ids { my $n = @log; @log = (); $next = shift // 100; return $n }
sub log_size { scalar @log }

print "Counter loaded, next is $next\n";
1;
