# *a = \*b aliases the whole glob, as *a = *b does; a glob assignment's value is the glob.
sub STORE { "store(@_)" }
*DELETE = *CLEAR = \*STORE;
print DELETE(1), " ", CLEAR(2), "\n";
our @x = (1, 2); our %x = (k => 'v'); our $x = "sx";
*y = \*x;
our (@y, %y, $y);
print "@y $y{k} $y\n";
push @y, 3;
print "@x\n";
my $g = *x = *STORE;
print "$g\n";
my $i = (*z = \&STORE); print "$i\n";
our @q; my $j = (*w = \@q); print "$j\n";
