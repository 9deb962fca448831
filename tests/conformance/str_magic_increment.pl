use strict;
use warnings;

# Magic string increment: only for /^[a-zA-Z]*[0-9]*$/; carries add a character.
for my $s (qw(a z az Az zz Zz zZ9 Zz99 a9 a99 zz99 A99 aZ9 09 0099 9), "", " 1", "a9z", "a-b", "1.5", "-3", "0x1f") {
    my $t = $s;
    { no warnings 'numeric'; $t++; }
    printf "%-6s -> %s\n", "[$s]", "[$t]";
}

# repeated increments walk the sequence
my $id = "aa8";
my @seq;
for (1 .. 5) { push @seq, $id; $id++ }
print "sequence: @seq\n";
my $col = "X";
my @cols;
for (1 .. 6) { push @cols, $col++ }
print "spreadsheet columns: @cols\n";

# pre- and post-increment return values
my $p = "az";
my $old = $p++;
my $new = ++$p;
print "post returned $old, pre returned $new, now $p\n";

# decrement is never magic
my $d = "aa";
{ no warnings; $d--; }
print "decrement of 'aa': $d\n";
my $dn = "a9";
{ no warnings; $dn--; }
print "decrement of 'a9': $dn\n";

# += 1 is numeric, not magic
my $plus = "az";
{ no warnings; $plus += 1; }
print "'az' += 1: $plus\n";

# using the string as a number removes the magic
my $used = "ab";
{ no warnings; my $n = $used + 0; }
$used++;
print "'ab' after numeric use, then ++: $used\n";

# numeric strings increment numerically
my $ns = "99";
$ns++;
my $fs = "1.5";
$fs++;
my $neg = "-1";
$neg++;
print "numeric strings: $ns $fs $neg\n";

# undef increments to 1 without a warning
my $u;
$u++;
print "undef++: $u\n";

# a loop over a magic range equals repeated increment
my @range = ('zx' .. 'aab');
print "range zx..aab: ", scalar(@range), " items, last $range[-1]\n";
my $x = "Zy";
my @manual;
while (1) { push @manual, $x; last if $x eq "AAb"; $x++ }
print "manual: @manual\n";
