# limit: vmem=400000
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
# map and grep free each iteration's temporaries, keeping only the results (perl's
# pp_mapwhile): 1e6 iterations of join over a range fit in 400 MB as they do in perl
# (138 MB there; camelift needed 713 MB before).
print STDERR "started\n";
my @k = map { join "", 1..10 } 1..1e6;
my @g = grep { join("", $_, 1..10) =~ /5/ } 1..1e6;
print scalar(@k), " ", scalar(@g), " $k[-1]\n";
