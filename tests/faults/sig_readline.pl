# signal: USR1 after 300ms
# stdin: open-pipe
# USR1 arrives while <STDIN> waits on a pipe that stays open and empty
$SIG{USR1} = sub { print "handler got $_[0]\n"; exit 7 };
print STDERR "waiting\n";
my $line = <STDIN>;
print "not reached\n";
