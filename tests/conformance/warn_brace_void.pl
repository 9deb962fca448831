# Statement-start braces in void context under warnings: perl's useless-use messages.
use warnings;
{ a => 1 };
{};
my %h = (k => 1); { %h }
{ my $t = 1, 2 }
sub f { { "k", $_[0] } } print f(2)->{k}, "\n";
