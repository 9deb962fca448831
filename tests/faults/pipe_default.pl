# stdout: closed-pipe 10
$| = 1;
my $n = 0;
while (1) { print "line ", $n++, "\n" }
