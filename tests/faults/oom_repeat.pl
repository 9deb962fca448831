# limit: vmem=1000000
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
my $n = 2_000_000_000;
my $s = "a" x $n;
print length($s), "\n";
