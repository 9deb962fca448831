# limit: vmem=1000000
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
# A width from a variable: the 2 GB of padding cannot be had, so "Out of memory!" (an
# exit with status 1, not a die).
print STDERR "started\n";  # the program ran: it did not fail to start under the limit
my $n = 2_000_000_000;
my $s = sprintf("%*d", $n, 1);
print length($s), "\n";
