# A module's own import that dies at compile time: perl's message, then the BEGIN
# trailer, and nothing of the program runs.
use lib 'lib';
print "never printed\n";
use TaggerDies qw(ok fine);
use TaggerDies qw(ok B4D);
print "never printed either\n";
