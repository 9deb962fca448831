# local *name = \REF replaces just that slot (File::Find's `local *_ = \my $a` keeps @_);
# local *name alone empties them all; both are restored when the block ends.
sub f { local *_ = \my $a; print scalar(@_), "\n"; $_ = 5; print "$_ $a\n" }
f(1, 2, 3);
$_ = "outer";
f();
print "$_\n";
our @x = (1, 2);
our $x = "s";
sub g { local *x = \my $y; $x = 5; print "@x $x\n" }
g();
print "$x\n";
{ local *x = [9]; print "@x $x\n" }
print "@x\n";
sub h { local *_; print "emptied: ", scalar(@_), "\n" }
h(4, 5);
{ local *x; print "all new: [", scalar(@x), "] [", defined $x ? $x : "undef", "]\n" }
print "back: @x $x\n";
