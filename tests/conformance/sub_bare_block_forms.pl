# A bare block as a sub's last statement, in scalar and list context: its last value,
# copied before the block's variables go; last leaves it with nothing.
sub f { { 5 } } print f(), "\n";
sub h { { my $x = 7; $x } } print h(), "\n";
sub k { { last; 5 } } print defined(k()) ? "def\n" : "undef\n";
sub m2 { my $y = 3; { $y + 1 } } my $r = m2(); print "$r\n";
sub n { LOOP: { next LOOP if 0; "n" } } print n(), "\n";
sub p { { if ($_[0]) { "yes" } else { "no" } } } print p(1), p(0), "\n";
