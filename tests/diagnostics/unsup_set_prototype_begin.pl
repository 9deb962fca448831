use Scalar::Util qw(set_prototype);
sub f { 1 }
BEGIN { set_prototype(\&f, q($)) }
print f 1, 2;
