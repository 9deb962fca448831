# stdout: /dev/full
$| = 1;
my $r = print "hello\n";
print STDERR "print returned ", ($r ? "true" : "false"), ": $!\n";
exit 0;
