# \&name of a sub defined later in the file, taken at BEGIN time (perl's stub, which
# the definition fills in): overload.pm's `'+' => \&add` with `sub add` below.
package Money;
use overload '+' => \&plus, '""' => \&show, fallback => 1;
sub new { my ($c, $v) = @_; bless { v => $v }, $c }
sub plus { Money->new($_[0]{v} + (ref $_[1] ? $_[1]{v} : $_[1])) }
sub show { sprintf '$%.2f', $_[0]{v} }
package main;
my $m = Money->new(1.5) + Money->new(2.25) + 1;
print "$m\n";
my $later;
BEGIN { $later = \&defined_later }
sub defined_later { "called later" }
print $later->(), "\n";
my $never = \&never_defined;
print eval { $never->(); 1 } ? "ran\n" : "error: $@";
