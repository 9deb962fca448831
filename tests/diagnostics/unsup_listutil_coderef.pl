use List::Util qw(first);
my $find = \&first;
print $find->(sub { $_ > 1 }, 1, 2), "\n";
