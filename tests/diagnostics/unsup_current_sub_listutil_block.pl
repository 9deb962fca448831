use v5.16;
use List::Util qw(first);
my $f = sub { first { __SUB__ } 1, 2 };
