# A bare block as the last statement of a sub gives the sub its last value (a bare block
# is a loop run once; perl returns what its last statement returned).
sub f { { 5 } } print f(), "\n";
sub g { { %{$_[0]} } } print scalar(() = g({a => 1, b => 2})), "\n";
sub h { { my $x = 7; $x } } print h(), "\n";
