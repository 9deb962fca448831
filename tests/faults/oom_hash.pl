# limit: vmem=400000
# timeout: 40
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
print STDERR "started\n";  # the program ran: it did not fail to start under the limit
my %h;
my $i = 0;
$h{$i++} = 1 while 1;
