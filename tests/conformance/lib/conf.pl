# A configuration file of the old style, read with `do FILE`.
$main::setting = 5;
my $local = 7;
sub from_conf { "from_conf $local" }
"the last value";
