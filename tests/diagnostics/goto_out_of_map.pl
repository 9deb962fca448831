my @x = map { goto DONE if $_ > 1; $_ } 1, 2;
DONE: print "@x\n";
