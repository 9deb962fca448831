# Sending signals to ourselves with kill; the handler gets the signal name.
use warnings;
use feature 'say';

$count = 0;
$last_name = "";
sub handler {
    my ($name) = @_;
    $count = $count + 1;
    $last_name = $name;
}
$SIG{USR1} = \&handler;
$SIG{USR2} = \&handler;
my $sent = kill 'USR1', $$;
say "kill returned $sent";
say "after USR1: count=$count name=$last_name";
kill 'USR2', $$;
say "after USR2: count=$count name=$last_name";
for my $i (1 .. 3) {
    kill 'USR1', $$;
}
say "after three more: count=$count name=$last_name";
kill 'SIGUSR2', $$;
say "SIG prefix accepted: count=$count name=$last_name";
say "exists check returns: ", kill(0, $$);
$SIG{USR1} = 'IGNORE';
kill 'USR1', $$;
say "ignored USR1: count=$count";
say "handler value now: $SIG{USR1}";
$SIG{USR1} = \&handler;
kill 'USR1', $$;
say "handler restored: count=$count";
say "done";
