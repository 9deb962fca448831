use strict;
my $n = 1;
binmode(STDOUT, ":crlf");
