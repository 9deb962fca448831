# A module's import that calls its helpers symbolically, by computed method names,
# through `can`, a destructor, AUTOLOAD, a named sort comparator, `goto &{"..."}` and a
# dispatch table: all of it runs at compile time (the subs it installs have a `($)`
# prototype that changes how the calls below parse) and again when the program starts.
use strict;
use warnings;
use lib 'lib';
BEGIN { print "before use\n" }
use DynImport qw(tag em);
BEGIN { print "after use\n" }

my @list = (tag "a", "b");
print scalar(@list), " items: @list\n";
print em("x"), "\n";
