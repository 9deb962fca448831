use strict;
my $s = "abc";
$_ = $s;
tr/a-z/A-Z/;
