# limit: vmem=1000000
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
# List repetition extends the stack for all 2e9 items at once: "Out of memory!", 1.
print STDERR "started\n";  # the program ran: it did not fail to start under the limit
my $n = 2_000_000_000;
my @a = (1) x $n;
print scalar(@a), "\n";
