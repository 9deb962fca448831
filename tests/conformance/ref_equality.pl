use strict;
use warnings;

# Reference identity without printing addresses: == on refs, ref(), copies.
my @arr = (1, 2, 3);
my %hash = (k => 1);
my $r1 = \@arr;
my $r2 = \@arr;
my $r3 = [@arr];
print "same array: ", ($r1 == $r2 ? "yes" : "no"), "\n";
print "copy differs: ", ($r1 == $r3 ? "yes" : "no"), "\n";
print "eq as strings: ", ($r1 eq $r2 ? "yes" : "no"), "\n";
print "ne as strings: ", ($r1 ne $r3 ? "yes" : "no"), "\n";

my $h1 = \%hash;
my $h2 = \%hash;
$h2->{k} = 42;
print "through other ref: $hash{k} $h1->{k}\n";

# ref() of every kind
my $sub = sub { 1 };
my $rr  = \$r1;
my @kinds = (\1, [], {}, $sub, $rr, \\\"x", \$sub, qr/x/);
print join(" ", map { ref } @kinds), "\n";
print "ref of plain: [", ref(42), "] [", ref("str"), "] [", ref(undef), "]\n";

# refs as booleans are always true; numified refs are positive
my $zero_ref = \0;
print "ref to 0 is ", ($zero_ref ? "true" : "false"), ", numeric > 0: ", ($zero_ref + 0 > 0 ? 1 : 0), "\n";

# the stringified ref has the shape TYPE(0xHEX)
for my $x ([], {}, \1, sub {}, \[]) {
    my $s = "$x";
    $s =~ s/\(0x[0-9a-f]+\)$/(ADDR)/;
    print "$s\n";
}

# identity of elements
my @list = ({ id => 1 }, { id => 2 });
my $pick = $list[1];
for my $i (0 .. $#list) {
    print "index $i is pick\n" if $list[$i] == $pick;
}

# refs to the same scalar
my $x = 5;
my ($p, $q) = (\$x, \$x);
print "same scalar: ", ($p == $q ? 1 : 0), "; value $$q\n";
$$p = 6;
print "x now $x\n";

# refs as hash keys lose their refness, but stay unique strings
my %seen;
$seen{$_}++ for ($r1, $r2, $r3, $r1);
print "distinct refs: ", scalar(keys %seen), "\n";
my ($k) = grep { $seen{$_} == 3 } keys %seen;
print "key for r1 is a string: ", (ref($k) ? "ref" : "plain"), ", matches: ", ($k eq "$r1" ? 1 : 0), "\n";

# anonymous constructors make a new thing every time
my @made = map { [] } 1 .. 3;
print "all distinct: ", (($made[0] != $made[1] && $made[1] != $made[2]) ? 1 : 0), "\n";
sub same { return $_[0] == $_[1] ? "same" : "different" }
print same(\@arr, \@arr), " ", same(\@arr, [@arr]), " ", same($sub, $sub), "\n";
