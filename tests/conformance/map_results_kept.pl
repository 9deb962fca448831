# map keeps each iteration's results (temporaries, copies of its variables, aliases of
# the list) while the rest of the iteration's temporaries are freed.
my @a = (1..5);
my @b = map { $_ * 2 } @a; print "@b\n";
my @c = map { ($_, $_ + 1) } @a; print "@c\n";
my @d = map { my $x = $_; $x . "!" } @a; print "@d\n";
my @e = map { $_ } @a; $e[0] = 99; print "@a | @e\n";
my %h = map { $_ => length $_ } qw(a bb ccc); print join(",", map { "$_=$h{$_}" } sort keys %h), "\n";
my @n = map { [ $_, map { $_ * 10 } 1..$_ ] } 1..3; print join(";", map { "@$_" } @n), "\n";
my @s = map { sprintf "%03d", $_ } grep { $_ % 2 } 1..9; print "@s\n";
my $cnt = () = map { () } 1..5; print "$cnt\n";
my @u = map { uc } qw(x y); print "@u\n";
my @f = map { my @t = ($_) x 2; @t } 1..3; print "@f\n";
print scalar(map { $_, $_ } 1..4), "\n";
