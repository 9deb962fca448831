# A BEGIN block runs before the `my` above it: the `my` then keeps what the block
# left (perl clears a lexical when its scope is left, not when its `my` runs). A
# BEGIN block inside a sub is a sub of its own.
my $x; BEGIN { $x = 5 } print defined $x ? "x=$x\n" : "undef\n";
my @list; BEGIN { @list = (1, 2, 3) } print "@list\n";
my %h; BEGIN { %h = (a => 1) } print join(",", %h), "\n";
my $s; BEGIN { $s .= "appended" } print "$s\n";
my $y = 7; BEGIN { $y = 5 } print "y=$y\n";
for my $i (1..3) { my $z; print defined $z ? "z=$z\n" : "z undef\n"; $z = $i; }
my $count; BEGIN { $count = 0 } $count++; print "count=$count\n";
{
    my $inner; BEGIN { $inner = "block" } print "inner=$inner\n";
}
my $a1 = "main";
sub f { my $q = 2; BEGIN { my $t = "in begin"; print "$t\n" } print "f $q\n" }
f();
print "$a1\n";
