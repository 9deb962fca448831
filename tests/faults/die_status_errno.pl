open(my $f, "<", "/nonexistent/file");
die "open failed\n";
