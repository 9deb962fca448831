# limit: vmem=1000000
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
print STDERR "started\n";  # the program ran: it did not fail to start under the limit
my $n = 2_000_000_000;
my $s = "a" x $n;
print length($s), "\n";
