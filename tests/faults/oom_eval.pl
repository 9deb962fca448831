# limit: vmem=1000000
# targets: native
# (not under qemu: its own address-space reservation does not fit a vmem limit)
# Running out of memory is not a die: the eval does not catch it. perl exits with status
# 1 after "Out of memory!", running END blocks and flushing STDOUT on the way.
my $n = 2_000_000_000;
print "before the eval\n";
END { print "END block runs\n" }
my $r = eval { my $s = "x" x $n; 1 };
print "eval returned ", (defined $r ? $r : "undef"), ": $@\n";
