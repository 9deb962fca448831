use utf8;
(my $s = "é") =~ tr/é/e/;
print "$s\n";
