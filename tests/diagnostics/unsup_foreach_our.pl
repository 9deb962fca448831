my $n = 1;
foreach our $i (1..3) { print $i }
