use strict;
use warnings;

# "Useless use of ... in void context": compile-time warnings for values computed and thrown away.
my $x = 1;
my @a = (1, 2);
my %h = (k => 1);
our $g = 2;

"a constant string";
42;
$x;
$g;
$x + 1;
$x . "s";
$x == 2;
$x eq "a";
@a;
$a[0];
$h{k};
%h;
-$x;
!$x;
$x ? 1 : 2;
length $x;
uc $x;
defined $x;
sub f { 3; return 4 }
f();
1;
0;
"di";
"ds";
"ig";
undef;
print "ran to the end\n";
