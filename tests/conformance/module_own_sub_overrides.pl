# A sub the program defines over a name it imported replaces the import for every call,
# also those compiled above the definition; perl warns at the definition.
use strict;
use warnings;
use POSIX qw(floor ceil);
use List::Util qw(sum max);
use Time::Local;
use Carp;
use Data::Dumper;

print floor(2.5), "|", ceil(2.5), "\n";
print sum(1, 2), "|", max(3, 4), "\n";
print timegm(0, 0, 0, 1, 0, 100), "\n";
print croak("x"), "\n";
print Dumper(1), "\n";
sub floor { "floor(@_)" }
sub sum { "sum(@_)" }
sub timegm { "timegm" }
sub croak { "croak(@_)" }
sub Dumper { "Dumper(@_)" }
print floor(2.5), "|", POSIX::floor(2.5), "\n";
print sum(1, 2), "|", List::Util::sum(1, 2), "\n";
print timegm(1), "|", Time::Local::timegm(0, 0, 0, 1, 0, 100), "\n";
print croak("y"), "\n";
print Dumper(2), "\n";
for my $k (sort grep { m{^(POSIX|List/Util|Time/Local|Carp|Data/Dumper)\.pm$} } keys %INC) {
    print "$k ", ($INC{$k} =~ m{^/usr/.*/\Q$k\E$} ? "found" : "odd: $INC{$k}"), "\n";
}
