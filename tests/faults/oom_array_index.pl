# limit: vmem=1000000
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
print STDERR "started\n";  # the program ran: it did not fail to start under the limit
my @a;
$a[1e10] = 1;
print scalar(@a), "\n";
