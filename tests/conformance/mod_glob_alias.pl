# `*name = \&other` at the top level of a file or of a BEGIN block: another name of a
# sub, also for code compiled above it, and for calls by name.
use strict;
use warnings;
sub real { return "real(@_)" }
*alias = \&real;
BEGIN { *early = \&real }
print alias(1), " ", early(2), "\n";
print main->can('alias')->(3), "\n";
print defined &alias ? "alias defined\n" : "alias undefined\n";
package Other;
*imported = \&main::real;
print imported(4), "\n";
