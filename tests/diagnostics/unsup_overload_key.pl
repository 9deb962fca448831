package Counter;
use overload '++' => sub { $_[0]{n}++; $_[0] }, '""' => sub { $_[0]{n} };
package main;
my $c = bless { n => 1 }, 'Counter';
$c++;
print "$c\n";
