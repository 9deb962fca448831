# stdout: closed-pipe 10
# timeout: 5
$SIG{PIPE} = 'IGNORE';
$| = 1;
my $n = 0;
while (1) { print("line ", $n++, "\n") or die "print failed: $!\n" }
