use strict;
my $s = "abc";
$_ = $s;
s/b/c/;
