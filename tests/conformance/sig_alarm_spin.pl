# Signal handlers use package globals, so this program runs without strict.
use warnings;
use feature 'say';

$stop = 0;
$ticks = 0;
sub on_alarm {
    $ticks = $ticks + 1;
    $stop = 1;
}
$SIG{ALRM} = \&on_alarm;
say "alarm set";
alarm 1;
my $spins = 0;
while (!$stop) {
    $spins++;
}
say "handler ran: stop=$stop ticks=$ticks";
say "spun at least once: ", ($spins > 0 ? "yes" : "no");
say "handler is still installed: ", (defined $SIG{ALRM} ? "yes" : "no");
say "done";
