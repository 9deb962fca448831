# signal: USR1 after 300ms
# USR1 arrives 300 ms after the "waiting" line, during the sleep
$SIG{USR1} = sub { print "handler got $_[0]\n" };
print STDERR "waiting\n";
my $slept = sleep 10;
print "sleep returned ", ($slept < 10 ? "early" : "after 10s"), "\n";
