# An unhandled SIGTERM kills the process; buffered stdout is lost, stderr is not.
use warnings;
use feature 'say';

say "this stdout line is still in the buffer when the process is killed";
print STDERR "stderr: sending TERM to myself\n";
kill 'TERM', $$;
sleep 1;
print STDERR "not reached\n";
