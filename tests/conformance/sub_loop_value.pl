# A loop as the last statement of a sub: its value is the condition's value that ended
# it (while, until, C-style for), or false (foreach), in list and scalar context.
sub f { my ($n) = @_; ($n % $_ or return $_, f($n/$_)) for 2..$n } print join(",", f(60)), "\n";
sub g { 1 for (); } my @r = g(); print scalar(@r), " [", defined $r[0] ? "'$r[0]'" : "undef", "]\n";
sub g2 { my $n = shift; 1 for 2..$n; } @r = g2(1); print scalar(@r), " [", defined $r[0] ? "'$r[0]'" : "undef", "]\n";
@r = g2(3); print scalar(@r), " [@r]\n";
sub h { for my $i (1..3) { $i } } @r = h(); print scalar(@r), " [@r]\n";
my $s = g(); print defined $s ? "'$s'\n" : "undef\n";
$s = h(); print defined $s ? "'$s'\n" : "undef\n";
sub w { my $i = 0; $i++ while $i < 3 } @r = w(); print scalar(@r), " [@r]\n";
sub w2 { my $i = 0; while ($i < 3) { $i++ } } @r = w2(); print scalar(@r), " [@r]\n";
$s = w2(); print defined $s ? "'$s'\n" : "undef\n";
sub arr { my @a = (4,5); 1 for @a } @r = arr(); print scalar(@r), " [@r]\n";
sub g3 { my ($n) = @_; 1 for 2..$n; } @r = g3(1); print scalar(@r), " [", join("|", map { defined $_ ? "'$_'" : "undef" } @r), "]\n";
sub g4 { my ($n, $m) = @_; 1 for 2..$n; } @r = g4(1, 7); print scalar(@r), " [", join("|", map { defined $_ ? "'$_'" : "undef" } @r), "]\n";
sub g5 { my ($n) = @_; 1 for 2..$n; } @r = g5(3); print scalar(@r), " [", join("|", map { defined $_ ? "'$_'" : "undef" } @r), "]\n";
sub g6 { my @x = @_; 1 for (); } @r = g6(1, 2); print scalar(@r), " [", join("|", map { defined $_ ? "'$_'" : "undef" } @r), "]\n";
sub g7 { my ($n) = @_; 1 for (); } @r = g7(1, 2); print scalar(@r), " [", join("|", map { defined $_ ? "'$_'" : "undef" } @r), "]\n";
sub g8 { my ($n) = @_; print ""; 1 for 2..$n; } @r = g8(1); print scalar(@r), " [", join("|", map { defined $_ ? "'$_'" : "undef" } @r), "]\n";
sub show { join("|", map { defined $_ ? "'$_'" : "undef" } @_) . " (" . scalar(@_) . ")\n" }
sub a1 { my @a = (1, 2); while (my $x = shift @a) { } } print show(a1());
sub a2 { my $i = 0; until ($i >= 3) { $i++ } } print show(a2());
sub a3 { my $i = 0; $i++ until $i >= 3 } print show(a3());
sub a4 { my @a = (1, 0); while (shift @a) { } } print show(a4());
sub a5 { for (my $i = 0; $i < 2; $i++) { } } print show(a5());
sub a6 { my $i = 5; while ($i) { $i = 0 } } print show(a6());
sub a7 { my $i = 5; while ($i) { $i = "" } } print show(a7());
sub a8 { for my $x (1..2) { } } my $s = a8(); print defined $s ? "'$s'\n" : "undef\n";
sub a9 { my @a = (1,2); for (@a) { } } print show(a9());
sub b1 { { 5 } } print show(b1());
sub b2 { if (0) { 1 } } print show(b2());
sub b3 { my $x = 3; if ($x > 5) { 1 } } print show(b3());
sub b4 { unless (1) { 1 } } print show(b4());
