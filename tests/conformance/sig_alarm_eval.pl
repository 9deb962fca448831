# The standard Perl timeout idiom: an alarm handler that dies, caught by eval,
# interrupting a busy loop with an empty body.
$SIG{ALRM} = sub { die "timeout\n" };
alarm 1;
my $spins = 0;
eval {
    while (1) { }
};
alarm 0;
print "caught: $@";
eval {
    alarm 1;
    sleep 5;
    alarm 0;
};
print "sleep interrupted: $@";
print "done\n";
