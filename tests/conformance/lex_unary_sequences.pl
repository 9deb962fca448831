# Chains of unary operators.
my $x = 3;
print +-$x, " ", -+$x, " ", - -$x, " ", - - - 3, " ", -+-+-+-+1, "\n";
print !!$x, " ", !+!+1, " ", ~~5, " ", ~-1, " ", -~0, "\n";
print - -"foo", " ", -"-foo", " ", -(+(-(3))), " ", +(1) x 2, "\n";
my @a = (1, 2);
print +@a, " ", \ 1 ? "ref" : "no", "\n";
