use strict;
use warnings;

# Assorted run-time warnings from ordinary built-ins.
$SIG{__WARN__} = sub { print "W: $_[0]" };

my $s = substr("abc", 5);
print "substr past end: ", (defined $s ? "defined" : "undef"), "\n";
my $rep = "ab" x -1;
print "negative repeat: [$rep]\n";
my $big = 1e20;
$rep = "ab" x $big;
print "huge repeat becomes negative: [$rep]\n";
$rep = "ab" x (9 ** 9 ** 9);
print "infinite repeat: [$rep]\n";
my @list = (1) x -2;
print "negative list repeat: ", scalar(@list), "\n";

print "hex with bad digit: ", hex("1fg"), "\n";
print "oct with bad digit: ", oct("1289"), "\n";
print "binary with bad digit: ", oct("0b1021"), "\n";
print "chr of negative: ", length(chr(-1)), "\n";

my @a = (1, 2);
splice(@a, 5, 0, "z");
print "splice past end: @a\n";

print "done\n";
