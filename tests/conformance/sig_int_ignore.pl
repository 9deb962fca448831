# SIGINT ignored, then restored to the default action which kills the process.
use warnings;
use feature 'say';

$SIG{INT} = 'IGNORE';
kill 'INT', $$;
say "survived ignored INT";
print STDERR "stderr: survived ignored INT\n";
$SIG{INT} = 'DEFAULT';
say "default restored: $SIG{INT}";
print STDERR "stderr: sending INT with default action\n";
kill 'INT', $$;
sleep 1;
say "not reached";
print STDERR "not reached\n";
