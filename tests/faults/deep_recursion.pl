# targets: native
# (native only, to keep the suite fast: 500 MB of frames)
# timeout: 60
sub f { my $n = shift; return $n == 0 ? 0 : 1 + f($n - 1) }
print f(1_000_000), "\n";
