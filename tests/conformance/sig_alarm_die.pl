# A handler that dies ends the program with the handler's message.
use warnings;
use feature 'say';

$SIG{ALRM} = sub { die "timeout\n" };
say "waiting for the alarm";
alarm 1;
my $n = 0;
while (1) {
    $n++;
}
say "not reached";
