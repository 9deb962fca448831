# stdout: closed-pipe 10
$SIG{PIPE} = sub { print STDERR "caught SIG$_[0]\n"; exit 3 };
$| = 1;
my $n = 0;
while (1) { print "line ", $n++, "\n" }
