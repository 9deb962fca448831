use v5.36;
sub add ($x, $y) :prototype($$) { $x + $y }
say add(1, 2);
