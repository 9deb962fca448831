use strict;
my $s = "abc";
$s =~ s/b/c/;
