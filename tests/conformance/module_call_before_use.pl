# Calls compiled before the `use` that imports their name run the module's function:
# perl looks the sub up when the call runs, after the import.
use strict;
use warnings;

sub early {
    return join " ", floor(2.7), timegm(0, 0, 0, 2, 0, 100), sum(1, 2, 3);
}
print early(), "\n";
eval { confess_it() };
print $@ =~ /^deep at / ? "confess ok\n" : "confess: $@";
sub confess_it { confess("deep") }
use POSIX qw(floor);
use Time::Local qw(timegm);
use List::Util qw(sum);
use Carp qw(confess);
print early(), "\n";
