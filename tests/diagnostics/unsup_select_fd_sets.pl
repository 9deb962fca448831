# 4-argument select with descriptor sets is refused (only the sleep form compiles).
my $rin = "";
vec($rin, 0, 1) = 1;
my $n = select($rin, undef, undef, 0);
