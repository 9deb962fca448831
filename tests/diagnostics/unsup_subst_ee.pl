use strict;
my $s = "a1";
$s =~ s/(\d)/"$1+1"/ee;
print "$s\n";
