# @{name} and ${name} in code are the variables @name and $name, under strict too.
use strict;
our @y = (1, 2);
our $z = 3;
print "@{y} ${z}\n";
my $n = @{y};
print "$n ${z}\n";
