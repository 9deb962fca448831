$! = 0;
die "plain\n";
