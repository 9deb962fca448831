use strict;
use warnings;
use feature 'say';

# "Deep recursion" is warned once per call chain reaching 100 nested calls.
sub down {
    my $n = shift;
    return 0 if $n == 0;
    return 1 + down($n - 1);
}
for my $d (50, 98, 99, 100, 150, 5000) {
    print STDERR "calling down($d)\n";
    say "depth $d: ", down($d);
}
sub sum_to {
    my $n = shift;
    return $n == 0 ? 0 : $n + sum_to($n - 1);
}
print STDERR "calling sum_to(20000)\n";
say "sum_to(20000): ", sum_to(20000);
