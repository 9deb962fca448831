# An alarm interrupts sleep; the handler runs and the program continues.
use warnings;
use feature 'say';

$fired = 0;
$SIG{ALRM} = sub { $fired = $fired + 1; print "in handler\n"; };
my $prev = alarm 1;
say "previous alarm: $prev";
sleep 10;
say "sleep interrupted, fired=$fired";
my $set = alarm 5;
my $remaining = alarm 0;
say "alarm 5 returned previous: $set";
say "alarm 0 returned remaining: $remaining";
say "no further alarm pending: ", alarm(0);
say "done";
