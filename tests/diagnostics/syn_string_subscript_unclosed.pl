my @a = (1);
my $x = "$a[0";
print "ok\n";
