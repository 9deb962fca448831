$! = 0;
$? = 3 << 8;
die "child status\n";
