# A List::Util block function called (with a code reference) in a sub compiled before
# the `use` that imports it: perl looks the sub up when the call runs.
sub big { first(sub { $_ > 1 }, @_) }
use List::Util qw(first);
print big(1, 2), "\n";
