package Lines;
use overload '<>' => sub { shift @{ $_[0] } }, '""' => sub { "lines" };
package main;
my $it = bless [1, 2], 'Lines';
while (defined(my $l = <$it>)) { print "$l\n" }
