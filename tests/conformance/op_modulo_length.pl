# % and length on their inline fast paths and off them; interpolation into a variable.
use strict; use warnings;
my @v = (7, -7, 0, 2**40, "12", "3.5", 7.5, -0.0);
for my $a (@v) { for my $b (3, -3, 2.5, "4") { print "$a % $b = ", $a % $b, "\n"; } }
{ use integer; print -7 % 3, " ", 7 % -3, "\n"; }
my $u = 18446744073709551615; print $u % 10, "\n";
my $s = "héllo"; print length($s), " ", length("\x{263A}ab"), " ", length(12345), " ", length(1.5), "\n";
my $un; { no warnings; print defined(length($un)) ? "def" : "undef", "\n"; }
my $r = [1]; print length($r) > 5 ? "ok\n" : "bad\n";
my $x = "abc"; $x = "<$x>"; print "$x\n"; $x = "$x$x"; print "$x\n";
our $g = "g"; $g = "[$g]"; print "$g\n";
for my $e (1, 2) { my $t = "v$e"; print "$t "; } print "\n";
eval { for (1) { $_ = "x$_" } }; print $@;
my $w = "\x{263A}"; my $z = "a$w"; print length($z), "\n";
