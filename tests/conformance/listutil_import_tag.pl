# List::Util has no export tags.
use List::Util qw(first :all);
print "never\n";
