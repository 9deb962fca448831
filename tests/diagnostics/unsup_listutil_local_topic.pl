use List::Util qw(first);
my @a = (1, 2, 3);
my $f = first { local $_ = $_ * 2; $_ > 4 } @a;
print "$f\n";
