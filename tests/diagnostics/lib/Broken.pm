package Broken;
sub ok { 1 }
my $x = ;
1;
