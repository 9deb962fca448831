use strict;
use POSIX;
my $ok = setlocale(LC_ALL, "C");
