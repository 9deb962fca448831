# xor: both sides in boolean context, left first; a true or false value; the lowest precedence.
use warnings;
for my $p ([1,0],[0,1],[1,1],[0,0],["a",""],[undef,2]) {
    my ($a, $b) = @$p;
    my $r = ($a xor $b);
    print defined $r ? "[$r]" : "undef", " ", ($a xor $b) ? "T" : "F", "\n";
}
my $x = 1 xor 0; print "$x\n";
sub t { print "t\n"; 1 } sub f { print "f\n"; 0 }
print((f() xor t()) ? "yes\n" : "no\n");
my @l = (1 xor 1, 2); print scalar(@l), "\n";
