my $s;
tie $s, "Tie::StdScalar";
