use strict; use warnings;
my @a = (1 .. 10);
my @r = splice(@a, 2, 3); print "@r | @a\n";
splice(@a, 1, 0, "x", "y"); print "@a\n";
my $last = splice(@a, -2); print "$last | @a\n";
splice(@a, 1, 2); print "@a\n";
my @b = (1, 2, 3); delete $b[2]; print scalar(@b), " ", (exists $b[1] ? 1 : 0), (exists $b[5] ? 1 : 0), "\n";
my ($first, $third) = (split_it())[0, 2]; sub split_it { return qw(a b c d) }
print "$first $third ", (10, 20, 30)[-1], " ", join(",", (1 .. 5)[1 .. 3]), " ", scalar((4, 5, 6)[1]), "\n";
my @e = ()[0, 1]; print scalar(@e), "\n";
eval { die { code => 42, msg => "bad" } }; print "code $@->{code} $@->{msg}\n";
eval { eval { die "inner\n" }; die }; print "rethrown: $@";
eval { die [1, 2] }; print "array: @{$@}\n";
