use Scalar::Util qw(weaken);
my $node = { name => "a" };
$node->{self} = $node;
weaken($node->{self});
