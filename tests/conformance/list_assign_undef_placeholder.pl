# A list assignment in list context gives its targets; an undef placeholder
# gives the value it skipped (undef past the values).
my $u = sub { join(",", map { $_ // "U" } @_) };
print $u->((undef, my $f) = (1, 2)), "\n";
my $n = () = (my (undef, $k) = (5, 6));
print "$n $k\n";
print $u->((undef, my $g, undef) = (1, 2, 3, 4)), "\n";
print $u->((my $x, undef, my @y) = (1, 2, 3, 4)), "\n";
print $u->((undef) = (7, 8)), "\n";
print $u->((undef, undef) = (1)), "\n";
my %h;
print $u->((undef, %h) = (1, a => 2)), "\n";
print $u->((my @a, undef) = (1, 2)), "\n";
print scalar(my @e = ((my ($p, undef, $q)) = ())), "\n";
