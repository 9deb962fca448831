use strict;
use warnings;
use feature 'say';

# Every warning in this program is emitted at compile time, before any output.
my $x = 1;
"useless string";
5;
$x == 2;
my @a = (3, 1, 2);
my $sorted = sort @a;
say defined $sorted ? "[$sorted]" : "undef";
my $y = 0x1_0000_0000_0;
say "big hex literal: $y";
say "x is $x";
my $u = 1;
if ($u = 2) {
    say "assignment in condition is true";
}
print (1 + 2) * 3;
print "\n";
say "done";
