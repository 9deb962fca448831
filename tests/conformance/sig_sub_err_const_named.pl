use strict;
use warnings;
# :const is for anonymous subs only.
sub version_string :const { "1.0" }
sub build :method :const
{
    42
}
print version_string(), "\n";
