# A & prototype's block straight followed by a comma ends the call
# (perly.y's LSTOPSUB block optlistexpr): t {...}, LIST is t(sub {...}), LIST.
sub t(&;@) { "n=" . @_ }
sub u(&@) { "u=" . @_ }
print t { 42 }, "\n";
print t { 42 } => "\n";
print u { 1 } 2, 3;
print "\n";
print u { 1 }, 2, 3, "\n";
my @x = (t { 1 }, 4);
print "@x\n";
sub apply(&@) { my $c = shift; map { $c->($_) } @_ }
print join(",", apply { $_[0] * 2 } 1, 2, 3), "\n";
