eval { die "inner\n" };
die;
