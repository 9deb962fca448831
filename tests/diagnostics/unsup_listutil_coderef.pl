use List::Util qw(sum);
my $add = \&sum;
print $add->(1, 2), "\n";
