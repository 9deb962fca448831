# limit: vmem=1000000
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
print STDERR "started\n";  # the program ran: it did not fail to start under the limit
my $s = "";
my $chunk = "x" x 1_000_000;
$s .= $chunk while 1;
