# local (*A, *B) localizes each glob (File::Compare's local (*FROM, *TO)); a forward
# declaration's name can then be aliased with *name = \&sub (File::Compare's cmp).
use strict; use warnings;
our $x = 1; our @y = (1);
sub show { print "$x @y\n" }
sub both { local (*x, *y); $x = 3; @y = (4, 5); show() }
both(); show();
sub one { local(*x); $x = 6; show() }
one(); show();
sub nested { local (*x, *y); $x = 7; @y = (8); both(); show() }
nested(); show();
sub handles { local (*IN, *OUT); open IN, "<", $0 or die; my $l = <IN>; print $l; close IN; open OUT, ">", "/dev/null" or die; print OUT $l; print close(OUT) ? "closed OUT\n" : "OUT not open\n" }
handles();
sub compare { "compare(@_)" }
sub cmp2;
*cmp2 = \&compare;
print cmp2(1, 2), "\n";
print main->can('cmp2') == \&compare ? "same code\n" : "different code\n";
