# No handler: SIGALRM's default action terminates the process (shell status 142).
use warnings;
use feature 'say';

print STDERR "stderr: alarm without a handler\n";
say "lost: buffered stdout is not flushed when killed by a signal";
alarm 1;
while (1) { }
