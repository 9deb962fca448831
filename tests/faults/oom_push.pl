# limit: vmem=1000000
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
my @a;
my $i = 0;
push @a, $i++ while 1;
