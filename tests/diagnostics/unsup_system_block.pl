use strict;
my $n = 1;
system { "sh" } "sh", "-c", "true";
