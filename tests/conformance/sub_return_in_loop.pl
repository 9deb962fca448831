use strict; use warnings;
sub g { for my $k (1..3) { return (7, 8) if $k == 2 } }
my @g = g(); print scalar(@g), " [@g]\n";
sub h { my @r = (1, 2); for (1..2) { for my $j (1..2) { return @r if $j == 2 } } }
my @hh = h(); print "@hh\n";
my $s = g(); print "$s\n";
sub five { return 5 }
my $x = -five(); print "$x ", -five, " ", - five(), "\n";
my @h = ({a => 1}); my @x = map { { %$_, b => 2 } } @h; print scalar(@x), " ", ref($x[0]), " ", join(",", sort keys %{$x[0]}), "\n";
my $hr = {a => 1}; my @z = map { { %$hr } } 1 .. 2; print scalar(@z), "\n";
