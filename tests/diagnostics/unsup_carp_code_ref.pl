use Carp;
sub f { my $r = \&Carp::croak; $r->("x") }
f();
