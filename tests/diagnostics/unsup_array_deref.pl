use strict;
my $r;
print @$r;
