# timeout: 60
# die rethrown through 100,000 nested evals, one per recursive call
sub nest {
    my $n = shift;
    die "bottom\n" if $n == 0;
    eval { nest($n - 1) };
    die(($n % 25000 == 0 ? "L$n:" : "") . $@);
}
eval { nest(100_000) };
print "caught: $@";
