# limit: vmem=400000
# timeout: 40
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
my %h;
my $i = 0;
$h{$i++} = 1 while 1;
