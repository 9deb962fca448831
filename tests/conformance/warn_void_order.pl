use strict;
use warnings;

# perl checks a statement for "Useless use ... in void context" when its context becomes
# known: the statements of a block but the last at the block's end, a loop's last one
# when the loop is built, the rest with the enclosing block. The wide literals show where
# those checks fall among the warnings perl gives while reading the source.
my $x = 1;
if ($x) { 5; 6 }
my $h1 = 0x1_0000_0000;
sub f { 7; if ($x) { 8; 9 } 10 }
my $h2 = 0x2_0000_0000;
for (1) { 11; 12 }
my $h3 = 0x3_0000_0000;
my $d = do { 13; 14 };
my $h4 = 0x4_0000_0000;
while (0) { 15; { 16; 17 } 18 }
my @m = map { 19; $_ } 1;
while ($x = 0) { 20; 21 } continue { 22; 23 }
if ($x) { 24 } elsif ($x) { 25; 26 } else { 27; 28 }
my $c = sub { 29; 30 };
eval { 31; 32 };
my @s = sort { 33; $a <=> $b } 2, 1;
do { 34; 35 } while (0);
until (1) { 36; 37 }
for (my $i = 0; $i < 0; $i++) { 38; 39 }
{ 40; 41 }
unless ($x) { 42 } else { 43; 44 }
my $h5 = 0x5_0000_0000;
print "f: ", f(), " d: $d m: @m s: @s c: ", $c->(), "\n";
$x;
