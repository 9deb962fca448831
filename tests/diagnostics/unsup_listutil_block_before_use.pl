sub big { first(sub { $_ > 1 }, @_) }
use List::Util qw(first);
print big(1, 2), "\n";
