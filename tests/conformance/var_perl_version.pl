# $] is the version of perl 5.36 (in code and in strings), as at compile time in BEGIN.
BEGIN { print "begin $]\n" }
print "$]\n";
print $] < 5.006 ? "old\n" : "new\n";
print $] >= 5.036 ? "5.36 or later\n" : "older\n";
my $v = $] + 0;
print "$v\n";
